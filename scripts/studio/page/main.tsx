/** The brand studio page (docs/studio.md): served by scripts/studio/server.ts, never part of the app's build. */
import { createRoot } from 'react-dom/client';
import { StudioApp } from './studio-app.tsx';

const root = document.getElementById('studio');
if (root !== null) createRoot(root).render(<StudioApp />);
