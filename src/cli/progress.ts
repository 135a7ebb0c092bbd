// A one-line progress bar on stderr, shown only on a terminal.

export interface ProgressBar {
  update(label: string, done: number, total: number): void;
  done(): void;
}

export function progressBar(enabled: boolean, stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  let last = 0;
  let shown = false;
  return {
    update(label, done, total) {
      if (!enabled || total === 0) return;
      const now = Date.now();
      if (done < total && now - last < 80) return;
      last = now;
      shown = true;
      const width = 30;
      const filled = Math.round((done / total) * width);
      stream.write(`\r${label.padEnd(20)} [${"█".repeat(filled)}${"░".repeat(width - filled)}] ${done}/${total}\x1b[K`);
    },
    done() {
      if (shown) stream.write("\r\x1b[K");
    },
  };
}
