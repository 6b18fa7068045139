import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorResult } from './ErrorResult.tsx';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  failed: boolean;
}

/** Last line of defence: a render error anywhere outside the router's own boundary. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('页面渲染出错', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorResult /> : this.props.children;
  }
}
