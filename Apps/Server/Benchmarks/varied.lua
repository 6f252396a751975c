-- wrk script: GET PREFIX .. each line of FILE in turn, each thread starting elsewhere.
--   wrk ... -s varied.lua URL -- FILE PREFIX
local threads = 0

function setup(thread)
  thread:set("offset", threads * 997)
  threads = threads + 1
end

function init(args)
  paths = {}
  for line in io.lines(args[1]) do paths[#paths + 1] = args[2] .. line end
  counter = offset or 0
end

function request()
  counter = counter % #paths + 1
  return wrk.format("GET", paths[counter])
end
