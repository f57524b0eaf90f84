/**
 * The scrypt cost the sandboxes of the tests, the journeys and the QA matrix hash passwords with: the platform's
 * 2^14 made each login about 45 ms of CPU, a third of the sandbox tests' time. Passed as SANDBOX_PASSWORD_COST
 * to a server, as passwordCost to an in-process sandbox.
 */
export const TEST_PASSWORD_COST = 1024;
