import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_STAGE, stageConfig } from '../config/stages';
import { defineApp } from '../define-app';

/**
 * `cdk synth|deploy [--context stage=NAME] [--context bundle=false]
 *  [--context signingKeyGeneration=N]`
 *
 * Only this entry point reads the environment (the account of the deploying
 * credentials, for stages that do not pin one); constructs get props.
 */
const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return value === undefined ? undefined : String(value);
};

const stageName = context('stage') ?? DEFAULT_STAGE;
const config = stageConfig(stageName);

defineApp(app, {
  stageName,
  config: { ...config, account: config.account ?? process.env.CDK_DEFAULT_ACCOUNT },
  bundle: context('bundle') !== 'false',
  signingKeyGeneration: context('signingKeyGeneration'),
});

// cdk-nag 3 is a policy-validation plugin (it does not work as an Aspect):
// an unacknowledged error fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
