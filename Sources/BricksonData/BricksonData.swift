// Text the core is built with that generators make from their sources (L1, L4): the screen's catalogs, made by
// Translations/make-catalogs from the PO files, and prediction's word lists, made by WordLists/make-word-lists from
// wordfreq. Data only, in a module of its own so the core's logic folders hold logic; the core reads it through
// `BuiltInCatalogs` and `WordList`. It imports nothing.

/// The PO files' texts, byte for byte (`Catalogs/`, written by Translations/make-catalogs).
public enum CatalogTexts {}

/// Each language's commonest words, commonest first (`WordLists/`, written by make-word-lists).
public enum WordListTexts {}
