import { dayRange, dateInZone } from '@tend/contracts/calendar-days';
import { taskPriorityLabels } from '@tend/contracts/tasks.contract';
import { emptyReply, type AssistantData, type EngineReply } from '../engine';
import { formatDay, formatTime } from '../time';

const tasksWord = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'}`;

/**
 * "What's on my list today?": the caller's open tasks due today (in their zone) or already overdue,
 * from their own task list. Undated tasks are not "today's", so they are left to the list itself.
 */
export async function answerTasksToday(data: AssistantData, now: Date, timeZone: string): Promise<EngineReply> {
  if (!data.tasksDue) return emptyReply('I cannot read your task list here.');
  const { start, end } = dayRange(dateInZone(now, timeZone), timeZone);
  const due = await data.tasksDue(end);
  const overdue = due.filter((t) => t.dueAt < now).length;
  const insight = {
    title: 'Tasks for today',
    description: `${tasksWord(due.length)} due today or overdue.`,
    severity: overdue > 0 ? ('warning' as const) : ('info' as const),
    metric_value: due.length,
    metric_unit: 'tasks',
  };
  if (due.length === 0) return { ...emptyReply('Nothing on your list is due today or overdue. Your full list is under Tasks.'), insights: [insight] };
  const lines = due.map((t) => {
    const when =
      t.dueAt < start
        ? `overdue since ${formatDay(t.dueAt, timeZone)}`
        : t.dueAt < now
          ? `overdue since ${formatTime(t.dueAt, timeZone)}`
          : `due ${formatTime(t.dueAt, timeZone)}`;
    const priority = t.priority === 'urgent' || t.priority === 'high' ? ` (${taskPriorityLabels[t.priority].toLowerCase()})` : '';
    return `- ${t.title} — ${when}${priority}`;
  });
  const heading = `You have ${tasksWord(due.length)} due today${overdue > 0 ? `, ${overdue} of them overdue` : ''}:`;
  return { ...emptyReply([heading, ...lines, '', 'Your full list is under Tasks.'].join('\n')), insights: [insight] };
}
