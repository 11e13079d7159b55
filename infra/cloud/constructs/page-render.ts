import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Annotations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { PRERENDERED_PAGES } from '@dosyt/core/site/static-pages';
import { PAGES_TABLE_ACCESS } from '@dosyt/functions/db/table-access';
import { AppFunction } from './app-function';

/** The pages whose HTML carries the content service's content: the landing and a post. */
const CONTENT_PAGES = PRERENDERED_PAGES.filter((page) => page.content);

/**
 * CloudFront's path pattern of each content page. The landing is matched by its file:
 * CloudFront puts the default root object (index.html) in place of `/` before it picks a behaviour.
 */
export const RENDERED_PAGE_PATTERNS: readonly string[] = CONTENT_PAGES.map((page) => (page.path === '/' ? `/${page.file}` : page.path));

/** The REST API resource of each content page (CloudFront forwards the path as it came, below the stage). */
export const RENDERED_PAGE_RESOURCES: readonly string[] = CONTENT_PAGES.map((page) =>
  page.path === '/' ? `/${page.file}` : page.path.endsWith('/*') ? `${page.path.slice(0, -1)}{slug}` : page.path,
);

const quote = (path: string) => `'${path.replace(/'/g, "'\\''")}'`;

/**
 * The shell commands that put the server render (`<webDist>-render`, as `render/`) and the content
 * pages' built files (under `built/`) beside the function's bundle in `out`, where the handler reads them.
 */
export function renderCopyCommands(webDist: string, out: string): string[] {
  const renderDir = join(dirname(webDist), `${basename(webDist)}-render`);
  return [
    `mkdir -p ${quote(join(out, 'render'))}`,
    // The folder's contents (`/.`), not the folder itself.
    `cp -R ${quote(renderDir)}/. ${quote(join(out, 'render'))}`,
    ...CONTENT_PAGES.flatMap((page) => [
      `mkdir -p ${quote(dirname(join(out, 'built', page.file)))}`,
      `cp ${quote(join(webDist, page.file))} ${quote(join(out, 'built', page.file))}`,
    ]),
  ];
}

export interface PageRenderProps {
  /** functions/src/pages/handler.ts */
  entry: string;
  /** The web build (web/dist): its server render is `<webDist>-render`, and its content pages' own files are served when a render fails. */
  webDist: string;
  table: ITable;
  api: apigateway.RestApi;
  logRetention: logs.RetentionDays;
  /** @default true */
  bundle?: boolean;
}

/**
 * The content pages rendered in the cloud: a function that runs the web build's server render with
 * the public content reads (functions/src/pages/handler.ts), answering the content pages' paths of
 * the REST API, so that CloudFront reaches it with its key through the same origin as /api/*.
 * It may read the content partitions and nothing else (PAGES_TABLE_ACCESS).
 */
export class PageRender extends Construct {
  readonly fn: AppFunction;

  constructor(scope: Construct, id: string, props: PageRenderProps) {
    super(scope, id);
    const renderDir = join(dirname(props.webDist), `${basename(props.webDist)}-render`);
    const built = existsSync(join(renderDir, 'prerender.js')) && CONTENT_PAGES.every((page) => existsSync(join(props.webDist, page.file)));
    if ((props.bundle ?? true) && !built) {
      Annotations.of(this).addWarningV2(
        '@dosyt/infra:no-page-render',
        `${renderDir} has no server render: the content pages cannot be rendered. Run \`npm run build -w web\` before deploying.`,
      );
    }
    this.fn = new AppFunction(scope, 'PagesFunction', {
      entry: props.entry,
      description: 'Dosyt pages: the landing and posts rendered with their content (functions/src/pages/handler.ts)',
      logRetention: props.logRetention,
      bundle: props.bundle,
      environment: { STAGE: 'cloud' },
      // The server render and the built pages beside the bundle, where the handler looks for them.
      afterBundling: (out) => (built ? renderCopyCommands(props.webDist, out) : []),
    });
    this.fn.bindTable(props.table, 'read', PAGES_TABLE_ACCESS.partitions, PAGES_TABLE_ACCESS.actions);

    // One invoke permission for the API, as for the domains' functions.
    const integration = new apigateway.LambdaIntegration(this.fn, { proxy: true, scopePermissionToMethod: false });
    for (const path of RENDERED_PAGE_RESOURCES) {
      const resource = props.api.root.resourceForPath(path);
      for (const method of ['GET', 'HEAD']) resource.addMethod(method, integration);
    }
  }
}
