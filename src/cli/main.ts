// Placeholder entry until the CLI lands: prints the usage.
console.log('charge-rules: the CLI is being built.');
