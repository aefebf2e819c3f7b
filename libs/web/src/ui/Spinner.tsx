export function Spinner({ size = 24, label = 'Loading' }: { size?: number; label?: string }) {
  return <span className="spinner" role="status" aria-label={label} style={{ width: size, height: size }} />;
}

/** Full-area loading state (initial session check, remote loading). */
export function LoadingScreen({ message = 'Loading...' }: { message?: string }) {
  return (
    <div className="loading-screen" data-testid="loading-screen">
      <Spinner size={40} label={message} />
      <p className="loading-screen__text">{message}</p>
    </div>
  );
}
