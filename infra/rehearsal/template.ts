import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The cloud assembly as `cdk synth` wrote it: the stacks in deployment order,
 * their templates and the asset folders their functions were bundled into.
 */

export interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
  DependsOn?: string | string[];
}

export interface Template {
  Resources: Record<string, Resource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
}

export interface StackArtifact {
  /** The CloudFormation stack name, e.g. dosyt-dev-api. */
  name: string;
  region: string;
  template: Template;
  /** Other stacks this one depends on (asset manifests left out). */
  dependencies: string[];
}

export interface Assembly {
  dir: string;
  /** In an order CloudFormation could deploy them: each after what it depends on. */
  stacks: StackArtifact[];
}

interface Manifest {
  artifacts: Record<string, { type: string; environment?: string; properties?: { templateFile?: string }; dependencies?: string[] }>;
}

export function readAssembly(dir: string): Assembly {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const stacks = new Map<string, StackArtifact>();
  for (const [name, artifact] of Object.entries(manifest.artifacts)) {
    if (artifact.type !== 'aws:cloudformation:stack' || !artifact.properties?.templateFile) continue;
    const template = JSON.parse(readFileSync(join(dir, artifact.properties.templateFile), 'utf8')) as Template;
    const region = /^aws:\/\/[^/]+\/(.+)$/.exec(artifact.environment ?? '')?.[1] ?? 'eu-central-1';
    stacks.set(name, { name, region, template, dependencies: [] });
  }
  for (const [name, artifact] of Object.entries(manifest.artifacts)) {
    const stack = stacks.get(name);
    if (stack) stack.dependencies = (artifact.dependencies ?? []).filter((d) => stacks.has(d));
  }
  const ordered: StackArtifact[] = [];
  const visit = (stack: StackArtifact, path: string[] = []) => {
    if (ordered.includes(stack)) return;
    if (path.includes(stack.name)) throw new Error(`stack dependency cycle: ${[...path, stack.name].join(' -> ')}`);
    for (const dep of stack.dependencies) visit(stacks.get(dep)!, [...path, stack.name]);
    ordered.push(stack);
  };
  for (const stack of stacks.values()) visit(stack);
  return { dir, stacks: ordered };
}

export function resourcesOfType(stack: StackArtifact, type: string | RegExp): Array<[string, Resource]> {
  return Object.entries(stack.template.Resources).filter(([, r]) => (typeof type === 'string' ? r.Type === type : type.test(r.Type)));
}

/** A Lambda function's bundled code folder in the assembly (Metadata aws:asset:path). */
export function assetDir(assembly: Assembly, resource: Resource): string | undefined {
  const path = resource.Metadata?.['aws:asset:path'];
  if (typeof path !== 'string') return undefined;
  const dir = join(assembly.dir, path);
  return existsSync(dir) ? dir : undefined;
}

/** The logical id a `{Ref}` or `{Fn::GetAtt: [id, attr]}` names, else undefined. */
export function referencedId(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.Ref === 'string') return v.Ref;
  const att = v['Fn::GetAtt'];
  if (Array.isArray(att) && typeof att[0] === 'string') return att[0];
  if (typeof att === 'string') return att.split('.')[0];
  return undefined;
}

/** Every logical id referenced anywhere inside `value` (Ref and GetAtt). */
export function referencesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => referencesIn(v, into));
  else if (value && typeof value === 'object') {
    const id = referencedId(value);
    if (id && !id.startsWith('AWS::')) into.add(id);
    for (const v of Object.values(value)) referencesIn(v, into);
  }
  return into;
}
