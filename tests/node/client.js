#!/usr/bin/env node
// A Node.js client of aprgrid's CampaignService, built only from proto/aprgrid/v1/*.proto: it
// checks that the wire contract is usable from another language, with the bearer token.
//
//   node client.js --address HOST:PORT [--token-file FILE | --no-token] [--ca FILE]
//                  [--submit SPEC_FILE] [--proto-dir DIR] [--timeout-ms N]
//
// Calls CampaignService.List with the metadata `authorization: Bearer <token>` and prints the
// campaign names as a JSON array on stdout. With --submit it first calls Submit with the spec
// file's text (protobuf text format, as users write it), so that the list has something in it. On a gRPC error it prints `<CODE NAME>: <details>` on
// stderr (e.g. `UNAUTHENTICATED: ...`) and exits 1; bad usage exits 2. The token file defaults to
// $APRGRID_TOKEN_FILE and the address to $APRGRID_COORDINATOR; --no-token sends no credentials
// (to check that the coordinator refuses them). --ca FILE uses TLS, verifying the server with FILE.
'use strict';

const fs = require('fs');
const path = require('path');
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');

function usage(message) {
  process.stderr.write(`client.js: ${message}\n` +
    'usage: node client.js --address HOST:PORT [--token-file FILE | --no-token] [--ca FILE] ' +
    '[--submit SPEC_FILE] [--proto-dir DIR] [--timeout-ms N]\n');
  process.exit(2);
}

function parseArgs(argv) {
  const options = {
    address: process.env.APRGRID_COORDINATOR || '',
    tokenFile: process.env.APRGRID_TOKEN_FILE || '',
    noToken: false,
    ca: '',
    submit: '',
    protoDir: path.resolve(__dirname, '..', '..', 'proto'),
    timeoutMs: 10000,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${flag} needs a value`);
      return argv[++i];
    };
    switch (flag) {
      case '--address': options.address = value(); break;
      case '--token-file': options.tokenFile = value(); break;
      case '--no-token': options.noToken = true; break;
      case '--ca': options.ca = value(); break;
      case '--submit': options.submit = value(); break;
      case '--proto-dir': options.protoDir = value(); break;
      case '--timeout-ms': options.timeoutMs = Number(value()); break;
      default: usage(`unknown argument ${flag}`);
    }
  }
  if (!options.address) usage('no --address (or APRGRID_COORDINATOR)');
  if (!options.noToken && !options.tokenFile) usage('no --token-file (or APRGRID_TOKEN_FILE)');
  if (!(options.timeoutMs > 0)) usage('--timeout-ms must be a positive number');
  return options;
}

function loadCampaignService(protoDir) {
  const definition = protoLoader.loadSync('aprgrid/v1/coordinator.proto', {
    includeDirs: [protoDir],
    keepCase: true,  // Field names exactly as in the .proto files.
    longs: String,   // uint64 counts arrive as strings rather than losing precision.
    enums: String,
    defaults: true,
  });
  return grpc.loadPackageDefinition(definition).aprgrid.v1.CampaignService;
}

// Maps a numeric gRPC status to its name (grpc.status is { OK: 0, CANCELLED: 1, ... }).
function statusName(code) {
  const entry = Object.entries(grpc.status).find(([, value]) => value === code);
  return entry ? entry[0] : `STATUS_${code}`;
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const metadata = new grpc.Metadata();
  if (!options.noToken) {
    const token = fs.readFileSync(options.tokenFile, 'utf8').trim();
    metadata.set('authorization', `Bearer ${token}`);
  }
  const credentials = options.ca ?
    grpc.credentials.createSsl(fs.readFileSync(options.ca)) :
    grpc.credentials.createInsecure();
  const CampaignService = loadCampaignService(options.protoDir);
  const client = new CampaignService(options.address, credentials);
  const callOptions = () => ({deadline: new Date(Date.now() + options.timeoutMs)});
  const fail = (error) => {
    client.close();
    process.stderr.write(`${statusName(error.code)}: ${error.details || error.message}\n`);
    process.exitCode = 1;
  };
  const list = () => client.List({}, metadata, callOptions(), (error, response) => {
    if (error) return fail(error);
    client.close();
    const names = (response.campaigns || []).map((campaign) => campaign.name);
    process.stdout.write(`${JSON.stringify(names)}\n`);
  });
  if (!options.submit) return list();
  const request = {
    spec_text: fs.readFileSync(options.submit, 'utf8'),
    source_name: path.basename(options.submit),
  };
  client.Submit(request, metadata, callOptions(), (error) => (error ? fail(error) : list()));
}

main();
