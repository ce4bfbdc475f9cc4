import type { SettingView } from '../../main/ipc/contract';
import { movedEntry, toggledEntry } from './ordered-setting';

const menu: SettingView = {
  key: 'menu.games',
  label: 'Games on the menu (in order)',
  rule: 'money',
  value: ['gnomos-mix', 'mona-lisa-jewels'],
  choices: ['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40'],
  many: true,
  range: null,
  unit: 'text',
  ordered: true,
};

describe('the game menu’s ordered list', () => {
  it('moves a game one place up or down, and not past either end', () => {
    expect(movedEntry(menu, 'mona-lisa-jewels', -1)).toEqual(['mona-lisa-jewels', 'gnomos-mix']);
    expect(movedEntry(menu, 'gnomos-mix', 1)).toEqual(['mona-lisa-jewels', 'gnomos-mix']);
    expect(movedEntry(menu, 'gnomos-mix', -1)).toBeNull();
    expect(movedEntry(menu, 'mona-lisa-jewels', 1)).toBeNull();
    expect(movedEntry(menu, 'mystic-gem-40', -1)).toBeNull();
  });

  it('adds a game at the bottom of the menu and takes one out, keeping the others’ order', () => {
    expect(toggledEntry(menu, 'mystic-gem-40')).toEqual(['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40']);
    expect(toggledEntry({ ...menu, value: ['mona-lisa-jewels', 'gnomos-mix'] }, 'mona-lisa-jewels')).toEqual(['gnomos-mix']);
  });
});
