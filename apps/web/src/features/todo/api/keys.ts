import type { TaskView } from '@tend/contracts/tasks.contract';

export interface TaskListParams {
  view: TaskView;
  clientId?: string;
  includeDone: boolean;
}

export const taskKeys = {
  all: ['tasks'] as const,
  list: (params: TaskListParams) => [...taskKeys.all, 'list', params] as const,
  assignees: () => [...taskKeys.all, 'assignees'] as const,
};
