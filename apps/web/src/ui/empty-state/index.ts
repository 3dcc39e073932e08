export { EmptyState, type EmptyStateAction, type EmptyStateProps } from './EmptyState.tsx';
