// The async boundary: shared modules (react, the store, …) are negotiated before the app's code runs.
import('./bootstrap.tsx');
