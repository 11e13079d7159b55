import { describe, expect, it } from 'vitest';
import { destroyCommand, stageArgument } from '../scripts/destroy';

describe('npm run destroy', () => {
  it('needs the stage named, in any of the ways cdk takes context', () => {
    expect(stageArgument([])).toBeUndefined();
    expect(stageArgument(['--context', 'stage=dev'])).toBe('dev');
    expect(stageArgument(['-c', 'stage=prod'])).toBe('prod');
    expect(stageArgument(['--context=stage=test1'])).toBe('test1');
  });

  it('removes the stateless stacks of that stage only, and keeps the data stack', () => {
    const command = destroyCommand('dev');
    expect(command.slice(0, 5)).toEqual(['cdk', 'destroy', 'dosyt-dev-web', 'dosyt-dev-api', 'dosyt-dev-waf']);
    expect(command).not.toContain('dosyt-dev-data');
    expect(command).not.toContain('--all');
    expect(command.join(' ')).toContain('--context stage=dev');
  });
});
