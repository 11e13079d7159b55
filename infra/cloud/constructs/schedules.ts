import { Duration, Stack } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { Domain, Schedule } from '../../routes';

export interface SchedulesProps {
  schedules: readonly Schedule[];
  functions: ReadonlyMap<Domain, lambda.IFunction>;
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The route table's schedules as EventBridge rules. */
export class Schedules extends Construct {
  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    for (const schedule of props.schedules) {
      // The rule's ARN ends with the schedule's name, as the local scheduler's events do.
      const ruleName = `${Stack.of(this).stackName}-${schedule.name}`;
      if (ruleName.length > 64) throw new Error(`Schedule rule name '${ruleName}' is longer than 64 characters.`);
      new events.Rule(this, `${pascal(schedule.name)}Schedule`, {
        ruleName,
        description: `${schedule.domain}/${schedule.op} every ${schedule.everyMinutes} minutes (infra/routes.ts)`,
        schedule: events.Schedule.rate(Duration.minutes(schedule.everyMinutes)),
        targets: [
          new targets.LambdaFunction(props.functions.get(schedule.domain)!, {
            retryAttempts: 2,
            maxEventAge: Duration.minutes(schedule.everyMinutes),
          }),
        ],
      });
    }
  }
}
