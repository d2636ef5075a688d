import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The admin's import screens share one flow: a chosen file is read and checked at once (a dry run
 * that writes nothing), its report shown; "Import now" sends the same contents again to be written,
 * offered only while the check found no mistake and nothing was written yet. A file the screen
 * cannot read (`read` throws) is marked unreadable and never sent.
 */
export function useCheckedImport<Contents, Variables, Report extends { written: boolean }>({
  mutation,
  read,
  send,
  hasMistakes,
}: {
  mutation: UseMutationResult<Report, Error, Variables>;
  /** The file's contents as the call takes them; throws when the file is not of its kind. */
  read: (text: string) => Contents;
  /** The call's variables for those contents, checked only or written. */
  send: (contents: Contents, dryRun: boolean) => Variables;
  hasMistakes: (report: Report) => boolean;
}) {
  const [contents, setContents] = useState<Contents | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const report = mutation.data;

  function restart() {
    setContents(null);
    setUnreadable(false);
    mutation.reset();
  }

  async function choose(file: File | undefined) {
    restart();
    if (!file) return;
    let parsed: Contents;
    try {
      parsed = read(await file.text());
    } catch {
      setUnreadable(true);
      return;
    }
    setContents(parsed);
    mutation.mutate(send(parsed, true));
  }

  return {
    choose,
    restart,
    unreadable,
    report,
    error: mutation.error,
    /** Whether "Import now" is offered: a checked file not written yet. */
    offered: Boolean(report && !report.written && contents !== null),
    /** Whether "Import now" may be pressed now. */
    ready: Boolean(report && !mutation.isPending && !hasMistakes(report)),
    importNow: () => {
      if (contents !== null) mutation.mutate(send(contents, false));
    },
  };
}
