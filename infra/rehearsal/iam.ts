import { runSimulation } from '@cloud-copilot/iam-simulate';
import { ACCOUNT } from './resolve';

/**
 * IAM as AWS evaluates a function's calls: the identity policies of its role
 * (resolved from the template) through @cloud-copilot/iam-simulate. Every
 * decision is recorded, and so is every (action, resource) the policies grant,
 * to list what was granted and never used.
 */

export interface PolicyStatement {
  Effect: 'Allow' | 'Deny';
  Action?: string | string[];
  Resource?: string | string[];
  Condition?: Record<string, unknown>;
  Sid?: string;
}

export interface PolicyDocument {
  Version?: string;
  Statement: PolicyStatement[];
}

export interface Principal {
  /** The function's logical id; also its access key id. */
  id: string;
  roleArn: string;
  policies: Array<{ name: string; policy: PolicyDocument }>;
  managedPolicyArns: string[];
}

export interface CallRequest {
  action: string;
  resource: string;
  context?: Record<string, string | string[]>;
}

export type Decision = 'Allowed' | 'ImplicitlyDenied' | 'ExplicitlyDenied';

export interface DecisionRecord extends CallRequest {
  principal: string;
  decision: Decision;
  /** What made the call: the function's code, or the Lambda service with the function's role. */
  by: 'code' | 'lambda-service';
}

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** IAM's wildcard match ('*' and '?'), case-insensitive for actions. */
export function wildcardMatch(pattern: string, value: string, ignoreCase = false): boolean {
  const re = new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    ignoreCase ? 'i' : '',
  );
  return re.test(value);
}

export interface Grant {
  principal: string;
  action: string;
  resource: string;
  conditional: boolean;
  used: boolean;
}

export class Iam {
  readonly principals = new Map<string, Principal>();
  readonly decisions: DecisionRecord[] = [];
  readonly grants: Grant[] = [];
  private readonly cache = new Map<string, Promise<Decision>>();

  addPrincipal(principal: Principal): void {
    this.principals.set(principal.id, principal);
    for (const { policy } of principal.policies) {
      for (const s of policy.Statement) {
        if (s.Effect !== 'Allow') continue;
        for (const action of list(s.Action)) {
          for (const resource of list(s.Resource)) {
            // A redeployed function keeps what its earlier generation used of the same grant.
            const conditional = Boolean(s.Condition);
            if (this.grants.some((g) => g.principal === principal.id && g.action === action && g.resource === resource && g.conditional === conditional))
              continue;
            this.grants.push({ principal: principal.id, action, resource, conditional, used: false });
          }
        }
      }
    }
  }

  /** A destroyed function: its calls are no longer judged; what it was granted and used stays on record. */
  removePrincipal(id: string): void {
    this.principals.delete(id);
    for (const key of [...this.cache.keys()]) if (key.startsWith(`${id}\u0000`)) this.cache.delete(key);
  }

  /** Evaluates one call of `principalId` and records the decision. */
  async authorize(principalId: string, request: CallRequest, by: DecisionRecord['by'] = 'code'): Promise<Decision> {
    const principal = this.principals.get(principalId);
    const decision = principal ? await this.evaluate(principal, request) : 'ImplicitlyDenied';
    this.decisions.push({ principal: principalId, ...request, decision, by });
    if (decision === 'Allowed') {
      for (const g of this.grants) {
        if (g.principal === principalId && wildcardMatch(g.action, request.action, true) && wildcardMatch(g.resource, request.resource)) g.used = true;
      }
    }
    return decision;
  }

  private evaluate(principal: Principal, request: CallRequest): Promise<Decision> {
    const key = `${principal.id}\u0000${request.action}\u0000${request.resource}\u0000${JSON.stringify(request.context ?? {})}`;
    let decision = this.cache.get(key);
    if (!decision) {
      decision = simulate(principal, request);
      this.cache.set(key, decision);
    }
    return decision;
  }
}

export async function simulate(principal: Pick<Principal, 'roleArn' | 'policies'>, request: CallRequest): Promise<Decision> {
  const result = await runSimulation(
    {
      identityPolicies: principal.policies.map(({ name, policy }) => ({ name, policy })),
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      request: {
        action: request.action,
        principal: principal.roleArn,
        resource: { accountId: ACCOUNT, resource: request.resource },
        contextVariables: request.context ?? {},
      },
    },
    {},
  );
  if (result.resultType === 'error') throw new Error(`IAM simulation failed for ${request.action} on ${request.resource}: ${JSON.stringify(result.errors)}`);
  return (result.resultType === 'single' ? result.result.analysis.result : result.overallResult) as Decision;
}
