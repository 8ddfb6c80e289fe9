import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

// PGlite is one process's database: a second process writing the same folder would corrupt
// it. A pid file claims the folder; a stale one (its process gone) is taken over.
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Folders this process holds. A pid file naming this process but not listed here is stale
// (e.g. a container restarted with the same pid).
const held = new Set<string>();

function inUse(pid: number, path: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  return pid === process.pid ? held.has(path) : isRunning(pid);
}

export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, 'kassa.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      held.add(path);
      return async () => {
        held.delete(path);
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (inUse(pid, path)) {
        throw new Error(
          `Another Kassa process (pid ${pid}) is using the data folder ${dir}. Stop it, choose another KASSA_DATA_DIR, or share one PostgreSQL between processes with DATABASE_URL.`,
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not claim the data folder ${dir}.`);
}
