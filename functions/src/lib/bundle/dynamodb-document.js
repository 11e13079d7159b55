/**
 * Stands in for `@aws-sdk/lib-dynamodb` in the Lambda bundles only (an esbuild
 * alias, infra/cloud/config/bundling.ts). ElectroDB reaches the package through
 * `require()`, which makes esbuild keep all of it: the aggregated DynamoDBDocument
 * and every command, and through them every operation of the DynamoDB client.
 * The functions use the document client and these item commands alone; this file
 * hands on the package's own classes, from its ES module build.
 * Plain JS: the package ships no types for these paths, and nothing type-checks
 * against this file (the code is typed against the real package). The paths are
 * relative because the alias covers the package name and all its subpaths; the
 * workspaces install the SDK once, in the root node_modules.
 */
export { DynamoDBDocumentClient } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/DynamoDBDocumentClient.js';
export { BatchGetCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchGetCommand.js';
export { BatchWriteCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchWriteCommand.js';
export { DeleteCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/DeleteCommand.js';
export { GetCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/GetCommand.js';
export { PutCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/PutCommand.js';
export { QueryCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/QueryCommand.js';
export { ScanCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/ScanCommand.js';
export { TransactGetCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactGetCommand.js';
export { TransactWriteCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactWriteCommand.js';
export { UpdateCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/UpdateCommand.js';
