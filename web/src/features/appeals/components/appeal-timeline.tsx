import { formatDateTime } from '@dosyt/core/dates/dates';
import { actionTitle, timelineDetails } from '../lib/timeline-text';
import type { TimelineEvent } from '../types';

/** Every change of an appeal and its records, oldest first: who, what, when. */
export function AppealTimeline({ events }: { events: TimelineEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">Змін ще не було.</p>;
  return (
    <ol aria-label="Хронологія" className="relative flex flex-col gap-4 border-l-2 border-slate-200 pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative" data-testid="timeline-step" data-action={event.action}>
          <span aria-hidden="true" className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand-600" />
          <p className="text-sm">
            <span className="font-semibold text-slate-900">{actionTitle(event.action)}</span>
            {event.assignmentId != null && <span className="text-slate-600"> · запис №{event.assignmentId}</span>}
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={new Date(event.at).toISOString()}>{formatDateTime(event.at)}</time> · {event.actorName}
          </p>
          {event.text && <p className="mt-1 rounded-md bg-amber-50 p-2 text-sm whitespace-pre-line text-slate-900">{event.text}</p>}
          {timelineDetails(event).map((line) => (
            <p key={line} className="text-sm text-slate-700">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}
