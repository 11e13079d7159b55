import { formatDate, formatDateTime, formatTime } from '@dosyt/core/dates/dates';
import { actionTitle, foldReads, readKindText, timelineDetails } from '../lib/timeline-text';
import type { TimelineEvent } from '../types';

const dot = <span aria-hidden="true" className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand-600" />;

/**
 * Every change of an appeal and its records, oldest first: who, what, when, in words.
 * Each person's reads of one day are one line, opened to see each read.
 */
export function AppealTimeline({ events }: { events: TimelineEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">Змін ще не було.</p>;
  return (
    <ol aria-label="Хронологія" className="relative flex flex-col gap-4 border-l-2 border-slate-200 pl-5">
      {foldReads(events).map((line) => {
        if (line.kind === 'reads') {
          const [first] = line.events;
          return (
            <li key={line.id} className="relative" data-testid="timeline-step" data-action="reads">
              {dot}
              <details>
                <summary className="cursor-pointer text-sm">
                  <span className="font-semibold text-slate-900">Перегляди персональних даних: {line.events.length}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {formatDate(first!.at)} · {first!.actorName}
                  </span>
                </summary>
                <ul className="mt-1 flex flex-col gap-0.5 text-sm text-slate-700">
                  {line.events.map((event) => (
                    <li key={event.id} data-testid="timeline-read">
                      <time dateTime={new Date(event.at).toISOString()}>{formatTime(event.at)}</time> · {readKindText(event.after?.what)}
                      {event.assignmentId != null && ` · запис №${event.assignmentId}`}
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        }
        const { event } = line;
        return (
          <li key={event.id} className="relative" data-testid="timeline-step" data-action={event.action}>
            {dot}
            <p className="text-sm">
              <span className="font-semibold text-slate-900">{actionTitle(event.action)}</span>
              {event.assignmentId != null && <span className="text-slate-600"> · запис №{event.assignmentId}</span>}
            </p>
            <p className="text-xs text-slate-600">
              <time dateTime={new Date(event.at).toISOString()}>{formatDateTime(event.at)}</time> · {event.actorName}
            </p>
            {event.text && <p className="mt-1 rounded-md bg-amber-50 p-2 text-sm whitespace-pre-line text-slate-900">{event.text}</p>}
            {timelineDetails(event).map((text) => (
              <p key={text} className="text-sm text-slate-700">
                {text}
              </p>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
