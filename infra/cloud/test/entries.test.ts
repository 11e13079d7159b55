import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { domains } from '../../routes';
import { FUNCTIONS_SRC, entryFor } from '../config/paths';
import { stageConfig } from '../config/stages';
import { defineApp } from '../define-app';

const emptyFunctions = () => mkdtempSync(join(tmpdir(), 'dosyt-no-functions-'));

describe('domain entries', () => {
  it('are functions/src/<domain>/handler.ts', () => {
    expect(entryFor('appeals')).toBe(join(FUNCTIONS_SRC, 'appeals', 'handler.ts'));
  });

  it('stop a strict synth (every deploy) when one is missing', () => {
    const app = new App({ builtinCloudFormationValidation: false });
    expect(() =>
      defineApp(app, { stageName: 'dev', config: stageConfig('dev'), bundle: false, strictEntries: true, functionsSrc: emptyFunctions() }),
    ).toThrow(/Missing Lambda entry for domain/);
  });

  it('become a placeholder with a warning per domain in a non-strict synth', () => {
    // Prepare
    const app = new App({ builtinCloudFormationValidation: false });

    // Act
    const { api } = defineApp(app, {
      stageName: 'dev',
      config: stageConfig('dev'),
      bundle: false,
      strictEntries: false,
      functionsSrc: emptyFunctions(),
    });
    app.synth();

    // Assess
    const warnings = Annotations.fromStack(api).findWarning('*', Match.stringLikeRegexp('does not exist yet'));
    expect(warnings).toHaveLength(domains.length);
    expect(api.functions.size).toBe(domains.length);
  }, 240_000);
});
