import { LaunchError } from './launcher';
import { DEFAULT_PORTS, SERVICES, type Ports } from './services';

/**
 * The stack's ports from the environment (`WEB_PORT=3100 npm start`): each service's port variable, else its
 * default port. A malformed value or two services on one port fail before anything starts, naming the variable.
 */
export function portsFromEnvironment(env: Record<string, string | undefined> = process.env): Ports {
  const ports: Ports = { ...DEFAULT_PORTS };
  const problems: string[] = [];
  for (const service of SERVICES) {
    const raw = env[service.portVariable]?.trim();
    if (!raw) continue;
    const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (Number.isInteger(port) && port >= 1 && port <= 65535) ports[service.name] = port;
    else
      problems.push(
        `${service.portVariable}=${JSON.stringify(env[service.portVariable])} is not a port: use a whole number from 1 to 65535.`,
      );
  }
  if (problems.length === 0) {
    for (const [index, service] of SERVICES.entries()) {
      const other = SERVICES.slice(0, index).find((s) => ports[s.name] === ports[service.name]);
      if (other) {
        problems.push(
          `${service.title} and ${other.title} would both use port ${ports[service.name]}: change ${service.portVariable} or ${other.portVariable}.`,
        );
      }
    }
  }
  if (problems.length > 0) throw new LaunchError(problems.join('\n'));
  return ports;
}
