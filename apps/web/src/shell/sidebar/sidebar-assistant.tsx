import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { AssistantPanel } from '@/features/assistant/components/assistant-panel';
import Typography from '@mui/material/Typography';

/**
 * Spec 2.8: the embedded AI Assistant, shown when the practice's global interface mode is
 * 'sidebar'. The browser event 'open-ai-assistant' brings it into view.
 */
export function SidebarAssistant() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const open = () => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    window.addEventListener('open-ai-assistant', open);
    return () => window.removeEventListener('open-ai-assistant', open);
  }, []);
  return (
    <Box ref={ref} sx={{ px: 1.5, py: 1 }} aria-label="AI Assistant" role="region">
      <Typography variant="overline" color="text.secondary">
        AI Assistant
      </Typography>
      <AssistantPanel compact height={256} />
    </Box>
  );
}
