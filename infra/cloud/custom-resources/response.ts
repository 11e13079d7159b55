/**
 * What every custom resource of the stacks shares: the request CloudFormation sends
 * and the one answer it waits for, PUT to the request's pre-signed `ResponseURL`
 * (an empty content type, as the URL was signed without one). Until that answer
 * arrives, the stack waits up to an hour, so each handler answers FAILED rather than
 * throwing. The `Reason` and `Data` are shown in the stack's events: nothing secret.
 */

export interface CustomResourceEvent<Properties> {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResponseURL: string;
  StackId: string;
  RequestId: string;
  LogicalResourceId: string;
  PhysicalResourceId?: string;
  ResourceProperties: Properties;
  OldResourceProperties?: Partial<Properties>;
}

export interface CustomResourceAnswer {
  status: 'SUCCESS' | 'FAILED';
  reason: string;
  /**
   * The resource's id. Kept the same across Updates: a new one makes CloudFormation
   * delete the old resource after the update.
   */
  physicalResourceId: string;
  /** The attributes `Fn::GetAtt` reads. */
  data?: Record<string, string>;
}

/** Sends the answer to CloudFormation (throws when it is not taken). */
export async function respond(event: CustomResourceEvent<unknown>, answer: CustomResourceAnswer): Promise<void> {
  const body = JSON.stringify({
    Status: answer.status,
    Reason: answer.reason,
    PhysicalResourceId: answer.physicalResourceId,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    Data: answer.data,
  });
  const res = await fetch(event.ResponseURL, { method: 'PUT', body, headers: { 'content-type': '' } });
  if (!res.ok) throw new Error(`CloudFormation answered ${res.status}`);
}
