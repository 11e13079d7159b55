import { App, Stack, CrossStackReferences, ReferenceStrength } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
for (const strength of [ReferenceStrength.WEAK, ReferenceStrength.STRONG]) {
  const app = new App();
  CrossStackReferences.of(app).consume(strength);
  const a = new Stack(app, 'A', { env: { region: 'eu-central-1' } });
  const t = new dynamodb.Table(a, 'T', { partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
    globalSecondaryIndexes: [{ indexName: 'g', partitionKey: { name: 'g', type: dynamodb.AttributeType.STRING } }] });
  const b = new Stack(app, 'B', { env: { region: 'eu-central-1' } });
  const r = new iam.Role(b, 'R', { assumedBy: new iam.AccountRootPrincipal() });
  t.grant(r, 'dynamodb:GetItem');
  const tpl = app.synth().getStackByName('B').template;
  console.log(strength, JSON.stringify(Object.values(tpl.Resources).find((x: any) => x.Type === 'AWS::IAM::Policy')));
}
