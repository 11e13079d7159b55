/**
 * `npm run destroy -- --context stage=NAME`: removes a stage's stateless stacks
 * (web, api, waf). The data stack (table and media bucket) is termination-protected
 * and its resources retained: removing it is a separate, deliberate step
 * (docs/operations.md, "Removing a stage").
 *
 * The stage must be named: without it `cdk` would pick the default stage.
 */
import { spawnSync } from 'node:child_process';
import { stageConfig } from '../config/stages';

export function stageArgument(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] === '--context' || args[i] === '-c' ? args[i + 1] : args[i].replace(/^--context=/, '');
    const match = /^stage=(.+)$/.exec(arg ?? '');
    if (match) return match[1];
  }
  return undefined;
}

export function destroyCommand(stage: string): string[] {
  const stacks = ['web', 'api', 'waf'].map((name) => `dosyt-${stage}-${name}`);
  return ['cdk', 'destroy', ...stacks, '--force', '--no-notices', '--context', `stage=${stage}`, '--context', 'bundle=false'];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stage = stageArgument(process.argv.slice(2));
  if (!stage) {
    console.error('Name the stage: npm run destroy -- --context stage=NAME');
    process.exit(2);
  }
  try {
    stageConfig(stage);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const [command, ...args] = destroyCommand(stage);
  const result = spawnSync('npx', [command, ...args], { stdio: 'inherit' });
  if (result.status === 0) {
    console.log(
      `\nRemoved dosyt-${stage}-web, -api and -waf. The data stack dosyt-${stage}-data (table, media bucket) is kept; ` +
        'see docs/operations.md, "Removing a stage", to remove it too.',
    );
  }
  process.exit(result.status ?? 1);
}
