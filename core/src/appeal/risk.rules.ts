/**
 * Risk screening of an appeal: yes/no questions and the rule that turns the
 * answers into a level.
 *
 * Sources (published risk checklists, adapted to seven questions):
 * - DASH (2009) Risk Identification Checklist, SafeLives / ACPO, questions on
 *   threats to kill, strangulation, weapons, escalation, pregnancy, children and
 *   separation: https://safelives.org.uk/resources-library/dash-risk-checklist/
 * - J. C. Campbell, Danger Assessment (2003, revised 2019), https://www.dangerassessment.org/
 *   and the Lethality Screen derived from it by the Maryland Network Against Domestic
 *   Violence (Lethality Assessment Program): a "yes" to the weapon, threat-to-kill
 *   questions alone means high danger; otherwise several "yes" answers to the other
 *   questions together do. Strangulation is among the strongest predictors of homicide
 *   in the Danger Assessment, so here it counts as one of the deciding questions.
 *
 * The rule (`riskLevel`): any deciding question answered "yes" gives 'high'; three or
 * more of the other questions "yes" give 'high'; one or two give 'elevated'; none, 'standard'.
 * It is a screening aid for prioritising, not a substitute for the specialist's assessment.
 */

export const RISK_QUESTIONS = [
  { id: 'threatsToKill', label: 'Кривдник погрожував вас убити (або вбити дітей чи близьких)', deciding: true },
  { id: 'strangulation', label: 'Кривдник душив вас, стискав шию або перекривав дихання', deciding: true },
  { id: 'weapon', label: 'Кривдник застосовував зброю (ніж, вогнепальну тощо) або погрожував нею', deciding: true },
  { id: 'escalation', label: 'За останні місяці насильство стало частішим або жорстокішим', deciding: false },
  { id: 'pregnancy', label: 'Ви вагітні або нещодавно народили', deciding: false },
  { id: 'childrenAtRisk', label: 'Дітям загрожує небезпека', deciding: false },
  { id: 'separation', label: 'Ви зараз розходитеся з кривдником або нещодавно пішли від нього', deciding: false },
] as const;

export type RiskQuestionId = (typeof RISK_QUESTIONS)[number]['id'];
export const RISK_QUESTION_IDS: readonly RiskQuestionId[] = RISK_QUESTIONS.map((q) => q.id);
/** Answers as given: a question left unanswered is absent. */
export type RiskAnswers = Partial<Record<RiskQuestionId, boolean>>;

export const RISK_LEVELS = ['standard', 'elevated', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_LABELS: Readonly<Record<RiskLevel, string>> = {
  standard: 'стандартний',
  elevated: 'підвищений',
  high: 'високий',
};
/** The badge staff see on a high-risk appeal. */
export const HIGH_RISK_BADGE = 'Високий ризик';
export const RISK_BLOCK_TITLE = 'Оцінка небезпеки';
/** Default service level of a high-risk appeal (an admin setting). */
export const DEFAULT_HIGH_RISK_SERVICE_LEVEL_HOURS = 24;
/** How many "yes" answers to the other questions make the risk high on their own. */
export const HIGH_RISK_OTHER_COUNT = 3;

const DECIDING = new Set<RiskQuestionId>(RISK_QUESTIONS.filter((q) => q.deciding).map((q) => q.id));

/** The level the answers give (see the rule above). */
export function riskLevel(answers: RiskAnswers | null | undefined): RiskLevel {
  const yes = RISK_QUESTION_IDS.filter((id) => answers?.[id] === true);
  if (yes.some((id) => DECIDING.has(id))) return 'high';
  if (yes.length >= HIGH_RISK_OTHER_COUNT) return 'high';
  return yes.length > 0 ? 'elevated' : 'standard';
}

export const isHighRisk = (level: RiskLevel | null | undefined): boolean => level === 'high';

/**
 * Sorts open high-risk items first, keeping the given order otherwise (Array.prototype.sort
 * is stable). Only an open one is pinned: a finished high-risk appeal needs nobody's hurry
 * and stays where the list's order puts it.
 */
export function highRiskFirst<T>(items: readonly T[], levelOf: (item: T) => RiskLevel | null | undefined, isOpen: (item: T) => boolean): T[] {
  const pinned = (item: T) => Number(isHighRisk(levelOf(item)) && isOpen(item));
  return [...items].sort((a, b) => pinned(b) - pinned(a));
}

/** Questions whose answer differs between two sets of answers (for the timeline: ids only). */
export function changedRiskAnswers(before: RiskAnswers | null | undefined, after: RiskAnswers | null | undefined): RiskQuestionId[] {
  return RISK_QUESTION_IDS.filter((id) => (before?.[id] ?? null) !== (after?.[id] ?? null));
}
