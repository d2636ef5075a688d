/** Shown when configuration or translations cannot load: no texts are available, so plain English. */
export function StartupError() {
  return (
    <main className="page startup-error">
      <h1>The booking service could not start</h1>
      <p>Please check your connection and reload the page. If this keeps happening, call the clinic.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
