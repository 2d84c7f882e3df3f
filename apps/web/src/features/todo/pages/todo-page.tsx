import { PlannedPage } from '@/components/planned-page';

export default function TodoPage() {
  return (
    <PlannedPage title="Tasks" description="Your to-do list: follow-ups, paperwork and reminders." emptyTitle="No tasks yet">
      Tasks you add, and follow-ups created from your notes, will be listed here.
    </PlannedPage>
  );
}
