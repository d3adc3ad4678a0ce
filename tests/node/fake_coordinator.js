#!/usr/bin/env node
// A stand-in CampaignService for testing client.js before the real coordinator exists (and a
// second, independent implementation of the token rule). Serves List on 127.0.0.1, on a free
// port printed as `listening grpc=127.0.0.1:PORT` (the coordinator's start-up line), and answers
// two campaigns (plus any Submit-ted: the spec's `name:` is all it reads) to
// `authorization: Bearer <token in TOKEN_FILE>`, UNAUTHENTICATED to anything else. Runs until
// killed.
//
//   node fake_coordinator.js TOKEN_FILE
'use strict';

const fs = require('fs');
const path = require('path');
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');

const token = fs.readFileSync(process.argv[2], 'utf8').trim();
const definition = protoLoader.loadSync('aprgrid/v1/coordinator.proto', {
  includeDirs: [path.resolve(__dirname, '..', '..', 'proto')],
  keepCase: true,
});
const v1 = grpc.loadPackageDefinition(definition).aprgrid.v1;

function unimplemented(call, callback) {
  callback({code: grpc.status.UNIMPLEMENTED, details: 'not in the fake'});
}

const campaigns = [{campaign_id: 'c1', name: 'smoke'}, {campaign_id: 'c2', name: 'paper'}];
function authorized(call, callback) {
  if (call.metadata.get('authorization')[0] === `Bearer ${token}`) return true;
  callback({code: grpc.status.UNAUTHENTICATED, details: 'missing or wrong bearer token'});
  return false;
}

const server = new grpc.Server();
server.addService(v1.CampaignService.service, {
  List(call, callback) {
    if (authorized(call, callback)) callback(null, {campaigns: [...campaigns].reverse()});
  },
  Submit(call, callback) {
    if (!authorized(call, callback)) return;
    const name = /^name:\s*"([^"]*)"/m.exec(call.request.spec_text);
    if (!name) {
      callback({code: grpc.status.INVALID_ARGUMENT, details: `${call.request.source_name}: no name`});
      return;
    }
    campaigns.push({campaign_id: `c${campaigns.length + 1}`, name: name[1]});
    callback(null, {campaign_id: `c${campaigns.length}`, created: true});
  },
  Get: unimplemented,
  Watch: (call) => call.destroy({code: grpc.status.UNIMPLEMENTED, details: 'not in the fake'}),
  Cancel: unimplemented,
});
server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, port) => {
  if (error) throw error;
  process.stdout.write(`listening grpc=127.0.0.1:${port}\n`);
});
