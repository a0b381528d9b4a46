/** A command that installs Chromium. */
export interface InstallCommand {
  command: string;
  args: string[];
}

/**
 * How `npm test` installs a missing Chromium: Debian's package when it runs as root on a machine
 * with apt-get (the build machines, where browser downloads are blocked), otherwise Playwright's
 * own download, which works wherever its download host is reachable.
 *
 * @example
 * chromiumInstallPlan({ isRoot: true, hasAptGet: true }); // apt-get update, apt-get install chromium
 */
export function chromiumInstallPlan(machine: {
  isRoot: boolean;
  hasAptGet: boolean;
}): InstallCommand[] {
  if (machine.isRoot && machine.hasAptGet) {
    return [
      { command: 'apt-get', args: ['update'] },
      { command: 'apt-get', args: ['install', '-y', '--no-install-recommends', 'chromium'] },
    ];
  }
  return [{ command: 'npx', args: ['playwright', 'install', 'chromium'] }];
}
