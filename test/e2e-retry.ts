/**
 * Jest setup for every suite (setupFilesAfterEnv): an end-to-end test (test/e2e/) that fails is
 * run once more, its first failure printed with "RETRY 1" above it. These suites drive Chromium
 * with software GL beside a second jest process on a shared 2-core machine, where a frame or a
 * reply now and then comes seconds late; a test that fails twice still fails the run. Every
 * other suite runs once: the engine, the store, the devices and the power cuts must not need it.
 */
const testPath = expect.getState().testPath ?? '';

if (/[\\/]test[\\/]e2e[\\/]/.test(testPath)) {
  jest.retryTimes(1, { logErrorsBeforeRetry: true });
}
