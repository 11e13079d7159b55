import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_SRC, entryFor } from '../config/paths';
import { stageConfig } from '../config/stages';
import { defineApp } from '../define-app';

const emptyFunctions = () => mkdtempSync(join(tmpdir(), 'dosyt-no-functions-'));

describe('domain entries', () => {
  it('are functions/src/<domain>/handler.ts', () => {
    expect(entryFor('appeals')).toBe(join(FUNCTIONS_SRC, 'appeals', 'handler.ts'));
  });

  it('stop the synth when one is missing', () => {
    const app = new App({ builtinCloudFormationValidation: false });
    expect(() => defineApp(app, { stageName: 'dev', config: stageConfig('dev'), bundle: false, functionsSrc: emptyFunctions() })).toThrow(
      /Missing Lambda entry for domain/,
    );
  });
});
