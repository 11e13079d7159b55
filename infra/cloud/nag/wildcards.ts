import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * Why one kind of wildcard in an IAM policy is acceptable. cdk-nag's IAM5 names
 * each wildcard action or resource separately; a rule explains the ones it
 * matches, and only in statements whose every action matches `actions`, so an
 * explained wildcard can never cover a broader grant added later.
 */
export interface WildcardRule {
  /** The wildcard resource, as cdk-nag renders it (`Resource::<this>`). */
  resource?: RegExp;
  /** The wildcard action (`Action::<this>`). */
  action?: RegExp;
  /** Every action of the statement must match. */
  actions: RegExp;
  reason: string;
}

interface PolicyStatementJson {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Acknowledges the IAM5 findings of the policies under `scope` that `rules`
 * explain, each with its rule's reason. Findings no rule explains are left for
 * cdk-nag to report. Call it after every grant has been made. Returns the
 * acknowledged finding ids.
 */
export function acknowledgeWildcards(scope: IConstruct, rules: readonly WildcardRule[]): string[] {
  const acknowledged: string[] = [];
  for (const policy of scope.node.findAll().filter((c): c is iam.CfnPolicy => c instanceof iam.CfnPolicy)) {
    const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement?: PolicyStatementJson[] };
    // finding -> reasons of every statement that produces it (undefined: unexplained)
    const findings = new Map<string, Array<string | undefined>>();
    for (const statement of document.Statement ?? []) {
      if (statement.Effect !== 'Allow') continue;
      const actions = asArray(statement.Action);
      const explain = (kind: 'action' | 'resource', value: string) =>
        rules.find((rule) => rule[kind]?.test(value) && actions.every((a) => rule.actions.test(a)))?.reason;
      for (const action of actions.filter((a) => a.includes('*'))) {
        const id = `Action::${action}`;
        findings.set(id, [...(findings.get(id) ?? []), explain('action', action)]);
      }
      for (const resource of asArray(statement.Resource).map((r) => flattenCfnReference(r))) {
        if (!resource.includes('*')) continue;
        const id = `Resource::${resource}`;
        findings.set(id, [...(findings.get(id) ?? []), explain('resource', resource)]);
      }
    }
    for (const [finding, reasons] of findings) {
      if (reasons.some((r) => r === undefined)) continue;
      const id = `AwsSolutions-IAM5[${finding}]`;
      Validations.of(policy).acknowledge({ id, reason: [...new Set(reasons)].join(' ') });
      acknowledged.push(`${policy.node.path} ${id}`);
    }
  }
  return acknowledged;
}
