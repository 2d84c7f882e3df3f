import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Spec 8, word for word. */
export const panelErrorText = 'Something went wrong. Please try again.';

interface State {
  failed: boolean;
}

/** A fault inside the panel stays inside the panel: the rest of the screen keeps working. */
export class PanelErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('assistant panel failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => this.setState({ failed: false })}>
            Try again
          </Button>
        }
      >
        {panelErrorText}
      </Alert>
    );
  }
}
