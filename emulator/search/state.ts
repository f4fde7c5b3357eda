import { SEED_SEARCH_ITEMS } from '../seed.ts';
import type { ProductState } from '../state.ts';

/** The account-wide search index. */

export interface SearchItem {
  Type: string;
  Id: number;
  Name: string;
}

export class SearchIndex implements ProductState {
  items: SearchItem[] = [];

  constructor() {
    this.reseed();
  }

  reseed(): void {
    this.items = SEED_SEARCH_ITEMS.map((item) => ({ ...item }));
  }

  /** Adds search items; an item without Id gets the next free one. */
  add(...items: Array<Omit<SearchItem, 'Id'> & { Id?: number | undefined }>): SearchItem[] {
    const added = items.map((item) => ({
      Type: item.Type,
      Name: item.Name,
      Id: item.Id ?? Math.max(90000, ...this.items.map((s) => s.Id)) + 1,
    }));
    for (const item of added) this.items.push(item);
    return added;
  }

  summary(): Record<string, unknown> {
    return { searchItems: this.items.length };
  }
}
