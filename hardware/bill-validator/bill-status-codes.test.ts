import { classifyBillStatus, type BillStatusSeverity } from './bill-status-codes';

describe('header 159 status codes', () => {
  const bySeverity = (severity: BillStatusSeverity): number[] => {
    const codes: number[] = [];
    for (let code = 0; code <= 21; code++) if (classifyBillStatus(code).severity === severity) codes.push(code);
    return codes;
  };

  it('turns every jam in the spec table into a jam (a tilt in the cabinet)', () => {
    // 6 transport unsafe, 7 stacker, 15 stacker jammed, 16 transport safe
    expect(bySeverity('jam')).toEqual([6, 7, 15, 16]);
  });

  it('turns every fraud attempt in the spec table into fraud (a tilt in the cabinet)', () => {
    // 8 pulled backwards, 9 tamper, 17 opto fraud, 18 string fraud
    expect(bySeverity('fraud')).toEqual([8, 9, 17, 18]);
  });

  it('counts a bill handed back for inhibit or validation as a reject, never as a fault', () => {
    expect(bySeverity('reject')).toEqual([0, 2, 3, 4, 5]);
  });

  it('takes the validator out of service for stacker trouble, a faulty anti-string mechanism, and an unidentified stacked bill', () => {
    expect(bySeverity('fault')).toEqual([11, 13, 14, 19, 21]);
    expect(bySeverity('info')).toEqual([1, 10, 12, 20]);
  });

  it('names codes as the spec does', () => {
    expect(classifyBillStatus(1)).toEqual({ code: 1, name: 'bill returned from escrow', severity: 'info' });
    expect(classifyBillStatus(18)).toEqual({ code: 18, name: 'string fraud detected', severity: 'fraud' });
  });

  it('treats a code the table lacks as a fault, naming the code', () => {
    expect(classifyBillStatus(22)).toEqual({ code: 22, name: 'unknown status code 22', severity: 'fault' });
    expect(classifyBillStatus(255).severity).toBe('fault');
  });

  it.each([-1, 256, 1.5, Number.NaN])('refuses %p, which is not a byte', (code) => {
    expect(() => classifyBillStatus(code)).toThrow(RangeError);
  });
});
