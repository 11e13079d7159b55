import { App, Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
for (const id of ['AwsSolutions-S1', 'AwsSolutions::AwsSolutions-S1']) {
  const app = new App();
  const a = new Stack(app, 'A');
  const b = new s3.Bucket(a, 'B', { enforceSSL: true });
  Validations.of(b).acknowledge({ id, reason: 'test' });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  try { app.synth(); console.log(id, 'synth ok'); } catch (e) { console.log(id, 'FAILED', String(e).slice(0, 300)); }
  console.log(JSON.stringify(b.node.metadata.map(m => [m.type, m.data])));
}
