/**
 * Entry of build/app-start.js, printed inline at the end of the storefront's page
 * (includes/Storefront/AppStart.php): starts the app's scripts after the first screen (./appStart.ts).
 */
import { start } from './appStart';

start();
