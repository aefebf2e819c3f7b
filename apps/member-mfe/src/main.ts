// Standalone entry (the remote opened on its own port). The shell never runs
// this: it loads ./routes through remoteEntry.js / mf-manifest.json.
import('./bootstrap');
