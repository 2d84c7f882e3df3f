import type { ReactElement } from 'react';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Chat from '@mui/icons-material/Chat';
import Checklist from '@mui/icons-material/Checklist';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Favorite from '@mui/icons-material/Favorite';
import Forum from '@mui/icons-material/Forum';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import Insights from '@mui/icons-material/Insights';
import Lightbulb from '@mui/icons-material/Lightbulb';
import MenuBook from '@mui/icons-material/MenuBook';
import Mic from '@mui/icons-material/Mic';
import Notifications from '@mui/icons-material/Notifications';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Assignment from '@mui/icons-material/Assignment';
import Settings from '@mui/icons-material/Settings';
import SmartToy from '@mui/icons-material/SmartToy';
import TrendingUp from '@mui/icons-material/TrendingUp';
import EventNote from '@mui/icons-material/EventNote';
import Folder from '@mui/icons-material/Folder';
import Download from '@mui/icons-material/Download';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Terminal from '@mui/icons-material/Terminal';

const icons: Record<string, ReactElement> = {
  '/dashboard': <Dashboard />,
  '/therapist-panel': <SmartToy />,
  '/notes': <Description />,
  '/clients': <People />,
  '/calendar': <CalendarMonth />,
  '/todo': <Checklist />,
  '/vault': <Lightbulb />,
  '/voice': <Mic />,
  '/messages': <Forum />,
  '/payments': <Payments />,
  '/superbills': <ReceiptLong />,
  '/dev-console': <Terminal />,
  '/admin/data-export': <Download />,
  '/settings': <Settings />,
  '/notifications': <Notifications />,
  '/client': <Home />,
  '/client/appointments': <EventNote />,
  '/client/messages': <Forum />,
  '/client/documents': <Folder />,
  '/client/forms': <Assignment />,
  '/client/health': <Favorite />,
  '/client/billing': <Payments />,
  '/admin/dashboard': <AdminPanelSettings />,
  '/admin/chat': <Chat />,
  '/admin/users': <Groups />,
  '/admin/reports': <Assessment />,
  '/admin/audit-logs': <History />,
  '/admin/provider-analytics': <Insights />,
  '/admin/compliance': <Gavel />,
  '/admin/settings': <Settings />,
  '/admin/setup-guides': <MenuBook />,
  '/leads': <TrendingUp />,
};

export function navIcon(path: string): ReactElement {
  return icons[path] ?? <Dashboard />;
}
