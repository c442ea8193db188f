import { describe, expect, it } from 'vitest';
import { keepReportsHome } from './callsHome';
import { loadGatewayConfig } from './config';

describe('keepReportsHome', () => {
  it("switches @apollo/gateway's usage data and cloud metadata probes off unless the operator opts in", () => {
    const env: NodeJS.ProcessEnv = {};
    keepReportsHome(loadGatewayConfig({}).APOLLO_REPORTING, env);
    expect(env.APOLLO_TELEMETRY_DISABLED).toBe('true');
  });

  it('leaves the environment as it is when APOLLO_REPORTING=true', () => {
    const env: NodeJS.ProcessEnv = {};
    keepReportsHome(loadGatewayConfig({ APOLLO_REPORTING: 'true' }).APOLLO_REPORTING, env);
    expect(env).toEqual({});
  });

  it('refuses a malformed opt-in at start', () => {
    expect(() => loadGatewayConfig({ APOLLO_REPORTING: 'sometimes' })).toThrow(/APOLLO_REPORTING/);
  });
});
