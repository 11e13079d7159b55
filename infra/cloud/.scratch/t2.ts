import { App, Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
const app = new App();
const a = new Stack(app, 'A', { env: { region: 'eu-central-1' } });
const t = new dynamodb.Table(a, 'T', { partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
  globalSecondaryIndexes: [{ indexName: 'g', partitionKey: { name: 'g', type: dynamodb.AttributeType.STRING } }] });
const r = new iam.Role(a, 'R', { assumedBy: new iam.AccountRootPrincipal() });
t.grant(r, 'dynamodb:GetItem');
const tpl = app.synth().getStackByName('A').template;
console.log(JSON.stringify(Object.values(tpl.Resources).find((x: any) => x.Type === 'AWS::IAM::Policy')));
