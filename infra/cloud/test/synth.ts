import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stageConfig, type StageConfig } from '../config/stages';
import { defineApp, type DosytStacks } from '../define-app';

export interface SynthOptions {
  stageName?: string;
  config?: Partial<StageConfig>;
  /** Give the web stack a fake SPA build (index.html + assets/) so the deployment is part of the app. */
  withWebBuild?: boolean;
  /** As `--context signingKeyGeneration=N`. */
  signingKeyGeneration?: string;
}

export interface SynthResult {
  app: App;
  stacks: DosytStacks;
  templates: { data: Template; api: Template; waf: Template; web: Template };
}

/** A throwaway build folder shaped like web/dist. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dosyt-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Досить</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dir, 'assets/app.js'), 'console.log(1);');
  return dir;
}

/**
 * Builds the whole app as `npm run synth` does, with cdk-nag, but with inline
 * stubs instead of bundles (seconds instead of minutes) and without the built-in
 * template schema validation, which `npm run synth` still runs.
 */
export function buildApp(options: SynthOptions = {}): { app: App; stacks: DosytStacks } {
  const stageName = options.stageName ?? 'dev';
  const app = new App({ builtinCloudFormationValidation: false });
  const stacks = defineApp(app, {
    stageName,
    config: { ...stageConfig(stageName), ...options.config },
    bundle: false,
    signingKeyGeneration: options.signingKeyGeneration,
    webDist: options.withWebBuild ? fakeWebBuild() : join(tmpdir(), 'dosyt-no-web-build'),
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stacks };
}

/** `buildApp`, synthesised; throws when cdk-nag reports an unacknowledged error. */
export function synthApp(options: SynthOptions = {}): SynthResult {
  const { app, stacks } = buildApp(options);
  app.synth();
  return {
    app,
    stacks,
    templates: {
      data: Template.fromStack(stacks.data),
      api: Template.fromStack(stacks.api),
      waf: Template.fromStack(stacks.waf),
      web: Template.fromStack(stacks.web),
    },
  };
}

/** Resources of one type, by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, { Properties: Record<string, any> } & Record<string, any>> {
  return template.findResources(type) as Record<string, { Properties: Record<string, any> }>;
}
