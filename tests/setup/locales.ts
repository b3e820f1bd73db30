/*
 * The app loads one locale file at a time (screens/shared/i18n/locales.ts); screen tests create their i18n
 * instances synchronously in any language, so all three are there from the start.
 */
import { registerLocale } from '../../screens/shared/i18n/locales';
import enGB from '../../locales/en_GB.json';
import frFR from '../../locales/fr_FR.json';
import deAT from '../../locales/de_AT.json';

registerLocale('en_GB', enGB);
registerLocale('fr_FR', frFR);
registerLocale('de_AT', deAT);
