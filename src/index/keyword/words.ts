// The distinct words a keyword build meets, each analysed once: a document
// then costs one hash lookup per word, not a tokenize + processTerm per token.

import { grown, processTerm, WordTable, wordTokens } from "../../core/text/index.js";

export class AnalysedWords {
  /** Numbers the words of a text; `table.ids` holds the ids of the last scan. */
  readonly table = new WordTable();
  private analysed = 0;
  /**
   * Word w has the token ids `wordTokens[tokenStarts[w] … tokenStarts[w + 1])`
   * (for field lengths) and the term ids `wordTerms[termStarts[w] … termStarts[w + 1])`
   * (processed, stopwords dropped).
   */
  tokenStarts: Int32Array = new Int32Array(1024);
  termStarts: Int32Array = new Int32Array(1024);
  wordTokens: Int32Array = new Int32Array(1024);
  wordTerms: Int32Array = new Int32Array(1024);
  private readonly tokenIds = new Map<string, number>();

  get tokenCount(): number {
    return this.tokenIds.size;
  }

  /**
   * Scans a text (its word ids land in `table.ids`); returns how many words it has. New words get their terms' ids
   * from `termId`, told the token each term came from.
   */
  scan(text: string, termId: (term: string, token: string) => number): number {
    const found = this.table.scan(text);
    if (this.table.size > this.analysed) this.analyseNew(termId);
    return found;
  }

  /** Tokens and terms of the words the table has numbered since the last call. */
  private analyseNew(termId: (term: string, token: string) => number): void {
    const size = this.table.size;
    if (size + 1 > this.tokenStarts.length) {
      this.tokenStarts = grown(this.tokenStarts, size + 1);
      this.termStarts = grown(this.termStarts, size + 1);
    }
    for (let word = this.analysed; word < size; word++) {
      let tokenEnd = this.tokenStarts[word]!;
      let termEnd = this.termStarts[word]!;
      for (const token of wordTokens(this.table.word(word))) {
        let tokenId = this.tokenIds.get(token);
        if (tokenId === undefined) this.tokenIds.set(token, (tokenId = this.tokenIds.size));
        if (tokenEnd === this.wordTokens.length) this.wordTokens = grown(this.wordTokens, tokenEnd + 1);
        this.wordTokens[tokenEnd++] = tokenId;
        const term = processTerm(token);
        if (!term) continue;
        if (termEnd === this.wordTerms.length) this.wordTerms = grown(this.wordTerms, termEnd + 1);
        this.wordTerms[termEnd++] = termId(term, token);
      }
      this.tokenStarts[word + 1] = tokenEnd;
      this.termStarts[word + 1] = termEnd;
    }
    this.analysed = size;
  }
}
