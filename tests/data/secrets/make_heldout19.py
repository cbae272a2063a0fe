# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout19_credentials.yaml and heldout19_lookalikes.yaml: held-out batch 19.

Batch 19 is the memory of a DevOps / platform consultant who moves between five client
companies (Harrow Logistics, Brightmere Clinics, Kestrel Foods, Acme Freight and Tidewell
Energy) and pastes a lot of raw configuration into notes: kubeconfigs, dotfiles
(.pgpass, .my.cnf, .netrc, .npmrc, .pypirc), Docker and Helm config, Terraform and
Ansible, Vault and Consul output, VPN configs, service configs, CI and monitoring
settings, plus a few human secrets (a disk passphrase, a break-glass password read out on
a call, a cage door code, YubiKey PINs). The credentials file holds notes that each carry
a live secret; the look-alikes file holds the same kinds of files and chatter with no
secret in them: references to a secret, encrypted blobs, public keys, certificates,
identifiers, redactions and statements about secrets without their values.

Written blind: without reading the detector, its tests, or any earlier corpus or
generator; only the helpers of make_heldout.py were read and are imported. Every random
part is drawn from the `secrets` module at run time, so a rerun draws new values; nothing
is real, and hosts sit under .test, .internal, .example or acme. Run
`python tests/data/secrets/make_heldout19.py` to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    digits,
    groups,
    hexs,
    jwt,
    kube_key_data,
    pem_body,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

# The five clients' internal domains.
HARROW = "harrow.internal"
BRIGHT = "brightmere.test"
KESTREL = "kestrel.example"
ACME = "acme.test"
TIDE = "tidewell.internal"

WORDS = [
    "granite", "orchid", "tundra", "velvet", "copper", "meadow", "falcon", "ember",
    "quarry", "lagoon", "thistle", "harbour", "cinder", "juniper", "saffron", "glacier",
    "pebble", "walnut", "marble", "sparrow", "willow", "beacon", "canyon", "drizzle",
]
CLOUD_INIT = b"#cloud-config\npackage_update: true\npackages: [htop, chrony, jq]\ntimezone: Europe/London\n"
K8S_HASH = "bcdfghjklmnpqrstvwxz2456789"  # the alphabet Kubernetes uses for name suffixes


def passphrase(n: int = 4, sep: str = "-") -> str:
    words = [secrets.choice(WORDS) for _ in range(n)]
    words[secrets.randbelow(n)] += str(secrets.randbelow(90) + 10)
    return sep.join(words)


def cert_pem(lines: int = 6) -> str:
    return "-----BEGIN CERTIFICATE-----\n" + pem_body(lines) + "\n-----END CERTIFICATE-----"


def cert_data() -> str:
    return b64((cert_pem() + "\n").encode())


def rsa_key_data() -> str:
    key = "-----BEGIN RSA PRIVATE KEY-----\n" + pem_body(8) + "\n-----END RSA PRIVATE KEY-----\n"
    return b64(key.encode())


def indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.splitlines())


def sa_token(ns: str, sa: str) -> str:
    claims = {
        "iss": "kubernetes/serviceaccount",
        "kubernetes.io/serviceaccount/namespace": ns,
        "kubernetes.io/serviceaccount/secret.name": f"{sa}-token-{rnd(K8S_HASH, 5)}",
        "kubernetes.io/serviceaccount/service-account.name": sa,
        "kubernetes.io/serviceaccount/service-account.uid": uid(),
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    return jwt(claims, alg="RS256", signature=rnd(URLSAFE, 342))


def age_secret() -> str:
    return "AGE-SECRET-KEY-1" + rnd(BECH32.upper(), 58)


def age_public() -> str:
    return "age1" + rnd(BECH32, 58)


def hvs() -> str:
    return "hvs." + rnd(ALNUM + "_-", 91)


def unseal() -> str:
    return b64(secrets.token_bytes(33))


def ovpn_static() -> str:
    return "-----BEGIN OpenVPN Static key V1-----\n" + "\n".join(hexs(32) for _ in range(16)) + "\n-----END OpenVPN Static key V1-----"


def jenkins_token() -> str:
    return "11" + hexs(32)


def pod(name: str) -> str:
    return f"{name}-{rnd(K8S_HASH, secrets.choice([9, 10]))}-{rnd(K8S_HASH, 5)}"


def ocid(kind: str, region: str = "eu-frankfurt-1") -> str:
    return f"ocid1.{kind}.oc1.{region}.aaaaaaaa{rnd(LOWER + DIGITS, 52)}"


def enc(nbytes: int = 16) -> str:
    return f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(nbytes))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]"


def ansible_vault(label: str = "") -> str:
    head = f"$ANSIBLE_VAULT;1.2;AES256;{label}" if label else "$ANSIBLE_VAULT;1.1;AES256"
    return head + "\n" + "\n".join(hexs(80) for _ in range(5)) + "\n" + hexs(34)


def age_armor() -> str:
    body = b64(secrets.token_bytes(240))
    return "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(body[i:i + 64] for i in range(0, len(body), 64)) + "\n-----END AGE ENCRYPTED FILE-----"


def gpg_fp() -> str:
    return hexs(40).upper()


def credentials() -> Rows:
    r = Rows()

    r.add(
        "kubeconfig_client_key",
        f"harrow rke2 admin kubeconfig (copied off cp-01 before they rebuilt it):\napiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: {cert_data()}\n    server: https://rke2-api.{HARROW}:6443\n  name: harrow-prod\ncontexts:\n- context:\n    cluster: harrow-prod\n    user: harrow-admin\n  name: harrow-prod\ncurrent-context: harrow-prod\nusers:\n- name: harrow-admin\n  user:\n    client-certificate-data: {cert_data()}\n    client-key-data: {kube_key_data()}",
        f"[09:41] nadia (brightmere): here's the user block for the AKS cluster-admin context, don't lose it\n- name: clusterAdmin_rg-aks-prod_aks-bm-prod\n  user:\n    client-certificate-data: {cert_data()}\n    client-key-data: {rsa_key_data()}\n    token: {hexs(64)}",
        f"tidewell k3s box, grep of /etc/rancher/k3s/k3s.yaml so I can rebuild the context on my laptop:\n    client-certificate-data: {cert_data()}\n    client-key-data: {kube_key_data()}",
    )
    r.add(
        "kubeconfig_token",
        f"kubeconfig for the GitLab deployer at Kestrel (namespace-scoped, long-lived SA token):\nusers:\n- name: gitlab-deployer\n  user:\n    token: {sa_token('shop', 'gitlab-deployer')}",
        f"$ kubectl --server https://k8s.{ACME}:6443 --insecure-skip-tls-verify --token {sa_token('kube-system', 'ops-admin')} get nodes -o wide",
        f"Tidewell worker join. I created the bootstrap token with --ttl 0 so it never expires; delete it once the new nodes are in.\nkubeadm join 10.60.0.10:6443 --token {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)} --discovery-token-ca-cert-hash sha256:{hexs(64)}",
    )
    r.add(
        "pgpass",
        f"~/.pgpass on the Harrow jump box:\nreporting-db.{HARROW}:5432:warehouse:bi_reader:{pw()}\nreporting-db.{HARROW}:5432:*:postgres:{pw()}",
        f"echo 'pg-primary.{TIDE}:5432:meters:ingest:{rnd(ALNUM, 22)}' >> ~/.pgpass && chmod 600 ~/.pgpass",
        f"for the Patroni cluster at Kestrel put this in your pgpass, replication only: *:5432:replication:replicator:{rnd(ALNUM + '_', 24)}",
    )
    r.add(
        "mysql_cnf",
        f"[client]\nuser=root\npassword={pw()}\nhost=mysql-01.{BRIGHT}\nport=3306",
        f"backup01 (Acme) has /root/.my.cnf for the nightly dump:\n[mysqldump]\nuser=backup\npassword=\"{rnd(ALNUM + '#%+', 20)}\"\nsingle-transaction",
        f"From: ops@{KESTREL}\nSubject: Re: WordPress DB access\n\nHi, as requested, the .my.cnf for the marketing site DB:\n\n[client]\nuser = wp_admin\npassword = {pw()}\nhost = db-wp.{KESTREL}",
    )
    r.add(
        "netrc",
        f"machine git.{HARROW}\n  login deploy\n  password glpat-{rnd(URLSAFE, 20)}",
        f"~/.netrc for the build agent at Kestrel:\nmachine artifactory.{KESTREL}\nlogin svc-build\npassword AKCp8{rnd(ALNUM, 68)}",
        f"remember: curl --netrc needs this line on the Tidewell runner: machine api.{TIDE} login consultant password {pw()}",
    )
    r.add(
        "npmrc",
        f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"@brightmere:registry=https://npm.{BRIGHT}/\n//npm.{BRIGHT}/:_auth={basic('ci-publisher', rnd(ALNUM, 18))}\nalways-auth=true",
        f".npmrc from the Kestrel monorepo CI image:\n//nexus.{KESTREL}/repository/npm-private/:username=ci\n//nexus.{KESTREL}/repository/npm-private/:_password={b64(rnd(ALNUM, 16).encode())}\n//nexus.{KESTREL}/repository/npm-private/:email=ci@{KESTREL}",
    )
    r.add(
        "pypirc",
        f"[distutils]\nindex-servers =\n    pypi\n    harrow\n\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 140)}",
        f"[harrow]\nrepository = https://pypi.{HARROW}/\nusername = uploader\npassword = {pw()}",
        f"$ poetry config http-basic.tidewell uploader '{rnd(ALNUM + '!%', 18)}'",
    )
    r.add(
        "gem_credentials",
        f"~/.gem/credentials (mode 0600):\n---\n:rubygems_api_key: rubygems_{hexs(48)}",
        f"Buildkite env for the gem release step at Acme: GEM_HOST_API_KEY=rubygems_{hexs(48)}",
    )
    r.add(
        "docker_config",
        json.dumps({"auths": {f"registry.{HARROW}": {"auth": basic("deployer", rnd(ALNUM, 24))}}}, indent=2),
        'Kestrel laptop ~/.docker/config.json:\n{"auths": {"https://index.docker.io/v1/": {"auth": "' + basic("kestrelfoods", rnd(ALNUM, 22)) + '"}, "ghcr.io": {"auth": "' + basic("kestrel-bot", "ghp_" + rnd(ALNUM, 36)) + '"}}}',
        f"kaniko step in the Tidewell pipeline:\necho '{{\"auths\":{{\"cr.{TIDE}\":{{\"username\":\"robot$deploy\",\"password\":\"{rnd(ALNUM, 32)}\"}}}}}}' > /kaniko/.docker/config.json",
    )
    r.add(
        "helm_values",
        f"values-prod.yaml for the orders postgres (Bitnami chart):\npostgresql:\n  auth:\n    postgresPassword: {rnd(ALNUM, 20)}\n    username: orders\n    password: {rnd(ALNUM, 20)}\n    database: orders",
        f"helm upgrade --install keycloak bitnami/keycloak -n sso --set auth.adminUser=admin --set auth.adminPassword='{pw()}' --set postgresql.auth.password='{rnd(ALNUM, 18)}'",
        f"rabbitmq:\n  auth:\n    username: admin\n    password: {rnd(ALNUM, 20)}\n    erlangCookie: {rnd(UPPER + DIGITS, 32)}\n  replicaCount: 3",
    )
    r.add(
        "terraform_tfvars",
        f"terraform.tfvars (Acme, not in git thankfully):\nregion              = \"eu-west-1\"\ndb_master_password  = \"{rnd(ALNUM, 24)}\"\ncloudflare_api_token = \"{rnd(URLSAFE, 40)}\"",
        f"export TF_VAR_hcloud_token={rnd(ALNUM, 64)}",
        f"prod.auto.tfvars for the Proxmox provider at Tidewell:\nproxmox_api_url          = \"https://pve01.{TIDE}:8006/api2/json\"\nproxmox_api_token_id     = \"terraform@pve!provider\"\nproxmox_api_token_secret = \"{uid()}\"",
    )
    r.add(
        "terraform_state",
        '"resources": [{"mode": "managed", "type": "random_password", "name": "grafana_admin", "instances": [{"attributes": {"id": "none", "length": 24, "result": "' + rnd(ALNUM + "!#$%", 24) + '", "special": true}}]}]',
        f"grepped the Harrow tfstate in the S3 bucket, the IAM user for the backup job is in there in clear:\n\"type\": \"aws_iam_access_key\",\n\"attributes\": {{\n  \"id\": \"{aws_key_id()}\",\n  \"secret\": \"{aws_secret()}\",\n  \"user\": \"svc-backup\"\n}}",
        f"tfstate snippet, azurerm_postgresql_flexible_server.main:\n\"administrator_login\": \"pgadmin\",\n\"administrator_password\": \"{pw()}\",\n\"fqdn\": \"bm-pg-prod.{BRIGHT}\"",
    )
    r.add(
        "ansible_inventory",
        f"[dbservers]\ndb01.{HARROW} ansible_user=ops ansible_password={pw()} ansible_become_pass={pw()}\ndb02.{HARROW} ansible_user=ops ansible_password={pw()}",
        f"group_vars/windows.yml at Kestrel:\nansible_user: Administrator\nansible_password: {pw()}\nansible_connection: winrm\nansible_winrm_transport: ntlm\nansible_winrm_server_cert_validation: ignore",
        f"$ ansible-playbook -i inventories/tidewell site.yml -e 'ansible_become_password={rnd(ALNUM + '#&', 16)}' --limit scada-gw",
    )
    r.add(
        "vault_token",
        f"export VAULT_ADDR=https://vault.{ACME}:8200\nexport VAULT_TOKEN={hvs()}",
        f"$ vault login s.{rnd(ALNUM, 24)}\nSuccess! You are now authenticated.",
        f"Tidewell's ops lead shared a periodic token for CI until the AppRole is fixed: {hvs()} (policy ci-deploy)",
    )
    r.add(
        "vault_unseal",
        "vault operator init at Brightmere:\n" + "\n".join(f"Unseal Key {i}: {unseal()}" for i in range(1, 6)) + f"\n\nInitial Root Token: {hvs()}\n\nVault initialized with 5 key shares and a key threshold of 3.",
        f"$ vault operator unseal {unseal()}\n$ vault operator unseal {unseal()}",
        f"From: security@{KESTREL}\nSubject: Vault key share #3\n\nAs keyholder 3 for the Kestrel Vault, your share is:\n{unseal()}\nPlease keep it offline and confirm receipt.",
    )
    r.add(
        "consul_acl",
        f"consul.hcl on the Harrow servers:\nacl {{\n  enabled = true\n  default_policy = \"deny\"\n  tokens {{\n    initial_management = \"{uid()}\"\n    agent = \"{uid()}\"\n  }}\n}}\nencrypt = \"{b64(secrets.token_bytes(32))}\"",
        f"export CONSUL_HTTP_ADDR=https://consul.{TIDE}:8501\nexport CONSUL_HTTP_TOKEN={uid()}",
        f"consul acl token create -description 'nomad servers' -policy-name nomad-server\nAccessorID:       {uid()}\nSecretID:         {uid()}\nDescription:      nomad servers\nLocal:            false",
    )
    r.add(
        "age_key",
        f"# created: 2024-02-19T16:03:11Z\n# public key: {age_public()}\n{age_secret()}",
        f"$ age -d -i <(echo {age_secret()}) backups/acme-etcd.age > etcd.db",
        f"the age identity for Harrow's Flux bootstrap, paste into keys.txt: {age_secret()}",
    )
    r.add(
        "sops_key",
        f"export SOPS_AGE_KEY={age_secret()}",
        f"kubectl -n flux-system create secret generic sops-age --from-literal=age.agekey={age_secret()}",
        "the PGP key SOPS uses for the Brightmere repo (exported with gpg --export-secret-keys --armor):\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pem_body(6) + "\n=" + rnd(ALNUM, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----",
    )
    r.add(
        "wireguard",
        f"/etc/wireguard/wg0.conf on the Harrow bastion:\n[Interface]\nAddress = 10.99.0.1/24\nListenPort = 51820\nPrivateKey = {wg_key()}\n\n[Peer]\nPublicKey = {wg_key()}\nPresharedKey = {wg_key()}\nAllowedIPs = 10.99.0.2/32",
        f"$ echo '{wg_key()}' | sudo tee /etc/wireguard/private.key",
        f"client config for my laptop into Tidewell OT network:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.250.1.7/32\nDNS = 10.250.0.1\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.{TIDE}:51820\nAllowedIPs = 10.250.0.0/16",
    )
    r.add(
        "openvpn_static_key",
        "ta.key from the Kestrel OpenVPN server:\n" + ovpn_static(),
        f"client.ovpn (Brightmere), the inline part:\nremote vpn.{BRIGHT} 1194 udp\n<tls-crypt>\n" + ovpn_static() + "\n</tls-crypt>",
        "site-to-site static key for the Acme depot link (mode p2p, secret static.key):\n" + ovpn_static(),
    )
    r.add(
        "ipsec_psk",
        f"/etc/ipsec.secrets on vpn-gw1.{HARROW}:\n203.0.113.10 198.51.100.20 : PSK \"{rnd(ALNUM + '!#%', 28)}\"",
        f"swanctl.conf at Tidewell:\nsecrets {{\n  ike-substation {{\n    id-1 = gw.{TIDE}\n    secret = 0s{b64(secrets.token_bytes(32))}\n  }}\n}}",
        f"Kestrel's network guy in the ticket: 'crypto isakmp key {rnd(ALNUM, 24)} address 198.51.100.44' is what's on their ASR, please match it on our side",
    )
    r.add(
        "snmp_community",
        f"snmpd.conf on the Harrow core switches:\nrocommunity {rnd(ALNUM, 14)} 10.20.0.0/16\nrwcommunity {rnd(ALNUM, 16)} 10.20.0.5",
        f"$ snmpwalk -v2c -c {rnd(ALNUM, 12)} core-sw01.{ACME} IF-MIB::ifDescr",
        f"LibreNMS v3 user at Tidewell: net-snmp-config --create-snmpv3-user -a SHA -A '{rnd(ALNUM, 18)}' -x AES -X '{rnd(ALNUM, 18)}' librenms",
    )
    r.add(
        "ldap_bind",
        f"/etc/sssd/sssd.conf (Harrow):\n[domain/harrow]\nid_provider = ldap\nldap_uri = ldaps://ldap.{HARROW}\nldap_default_bind_dn = cn=sssd,ou=services,dc=harrow,dc=internal\nldap_default_authtok_type = password\nldap_default_authtok = {pw()}",
        f"ldapsearch -H ldaps://dc01.{BRIGHT} -D \"CN=svc_ldap,OU=Service Accounts,DC=brightmere,DC=test\" -w '{pw()}' -b \"DC=brightmere,DC=test\" \"(sAMAccountName=jdoe)\"",
        f"grafana ldap.toml at Kestrel:\n[[servers]]\nhost = \"ad.{KESTREL}\"\nport = 636\nuse_ssl = true\nbind_dn = \"svc-grafana@kestrel.example\"\nbind_password = \"{pw()}\"",
    )
    r.add(
        "smtp_relay",
        f"/etc/postfix/sasl_passwd:\n[smtp-relay.{KESTREL}]:587 alerts@{KESTREL}:{pw()}",
        f"alertmanager.yml global block at Acme:\nglobal:\n  smtp_smarthost: 'mail.{ACME}:587'\n  smtp_from: 'alerts@{ACME}'\n  smtp_auth_username: 'alerts@{ACME}'\n  smtp_auth_password: '{rnd(ALNUM, 20)}'",
        f"~/.msmtprc for cron mail on the Tidewell historian:\naccount default\nhost relay.{TIDE}\nport 587\ntls on\nauth on\nuser historian\npassword {pw()}",
    )
    r.add(
        "redis_password",
        f"redis.conf (Harrow session cache):\nrequirepass {rnd(ALNUM, 32)}\nmasterauth {rnd(ALNUM, 32)}",
        f"$ redis-cli -h cache01.{TIDE} -a '{rnd(ALNUM, 24)}' --no-auth-warning INFO replication",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 28)}@redis.{BRIGHT}:6380/2",
    )
    r.add(
        "memcached_sasl",
        f"$ echo '{rnd(ALNUM, 20)}' | saslpasswd2 -p -a memcached -c -f /etc/sasl2/memcached-sasldb2 cacheuser",
        f"mc = bmemcached.Client(('mc01.{ACME}:11211',), 'cacheuser', '{rnd(ALNUM, 20)}')",
    )
    r.add(
        "rabbitmq",
        f"rabbitmq.conf on the Kestrel brokers:\nloopback_users.guest = true\ndefault_user = admin\ndefault_pass = {rnd(ALNUM, 22)}\nlisteners.ssl.default = 5671",
        f"$ rabbitmqctl add_user svc-orders '{rnd(ALNUM, 20)}' && rabbitmqctl set_permissions -p /orders svc-orders '.*' '.*' '.*'",
        f"the erlang cookie has to match on all three Harrow nodes (/var/lib/rabbitmq/.erlang.cookie): {rnd(UPPER, 20)}",
    )
    r.add(
        "kafka_sasl",
        f"client.properties for the Tidewell telemetry consumers:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"telemetry\" password=\"{rnd(ALNUM, 24)}\";",
        f"kcat -b kafka-1.{ACME}:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username=orders -X sasl.password={rnd(ALNUM, 22)} -t orders.v1 -C -o -5",
        f"Confluent Cloud key for Brightmere's event bus: KAFKA_API_KEY={rnd(UPPER + DIGITS, 16)} KAFKA_API_SECRET={rnd(ALNUM + '+/', 64)}",
    )
    r.add(
        "elasticsearch_password",
        f"$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user to an autogenerated value.\nPassword for the [elastic] user successfully reset.\nNew value: {rnd(ALNUM + '*_=+-', 20)}",
        f"docker-compose .env for the Kestrel ELK stack:\nELASTIC_PASSWORD={rnd(ALNUM, 20)}\nKIBANA_PASSWORD={rnd(ALNUM, 20)}\nSTACK_VERSION=8.13.2",
        f"kibana.yml (Tidewell):\nelasticsearch.hosts: [\"https://es01.{TIDE}:9200\"]\nelasticsearch.username: \"kibana_system\"\nelasticsearch.password: \"{rnd(ALNUM, 22)}\"",
    )
    r.add(
        "grafana_admin",
        f"grafana.ini at Harrow:\n[security]\nadmin_user = admin\nadmin_password = {pw()}\nsecret_key = {rnd(ALNUM, 32)}",
        f"  grafana:\n    image: grafana/grafana:10.4.2\n    environment:\n      - GF_SECURITY_ADMIN_USER=admin\n      - GF_SECURITY_ADMIN_PASSWORD={rnd(ALNUM, 18)}",
        f"Grafana at grafana.{KESTREL}: admin / {pw()} (they never changed it after install; I set it to this yesterday)",
    )
    r.add(
        "jenkins_admin",
        f"jenkins.yaml (JCasC) at Acme:\njenkins:\n  securityRealm:\n    local:\n      allowsSignup: false\n      users:\n        - id: admin\n          password: {pw()}",
        f"Jenkins admin at ci.{HARROW} is admin / {pw()}; reset it via the groovy console last week.",
    )
    r.add(
        "jenkins_api_token",
        f"curl -X POST -u consultant:{jenkins_token()} 'https://ci.{HARROW}/job/deploy-prod/buildWithParameters?TAG=v2.14.0'",
        f"export JENKINS_URL=https://jenkins.{BRIGHT}\nexport JENKINS_USER_ID=svc-release\nexport JENKINS_API_TOKEN={jenkins_token()}",
        f"server = jenkins.Jenkins('https://jenkins.{TIDE}', username='svc-sync', password='{jenkins_token()}')",
    )
    r.add(
        "argocd_credentials",
        f"$ argocd admin initial-password -n argocd\n{rnd(URLSAFE, 16)}\n\n This password must be only used for first time login. We strongly recommend you update the password using `argocd account update-password`.",
        f"argocd login argocd.{KESTREL} --username admin --password '{pw()}' --grpc-web",
        f"repo creds secret for ArgoCD at Brightmere:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: gitops-repo\n  labels:\n    argocd.argoproj.io/secret-type: repository\nstringData:\n  url: https://git.{BRIGHT}/platform/gitops.git\n  username: argocd\n  password: glpat-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={rnd(URLSAFE, 64)}",
        f"HASURA_GRAPHQL_JWT_SECRET='{{\"type\":\"HS256\",\"key\":\"{rnd(ALNUM, 48)}\"}}'",
        f"application-prod.yml (Kestrel order service):\nsecurity:\n  jwt:\n    issuer: orders.{KESTREL}\n    signing-key: {b64(secrets.token_bytes(64))}",
    )
    r.add(
        "session_secret",
        f"app.use(session({{ secret: '{rnd(ALNUM, 40)}', resave: false, saveUninitialized: false, cookie: {{ secure: true }} }}))",
        f"$ dokku config:show portal\n=====> portal env vars\nNODE_ENV:        production\nSESSION_SECRET:  {rnd(ALNUM, 48)}",
        f"config/credentials/production.yml.enc decrypted at Acme:\nsecret_key_base: {hexs(128)}",
    )
    r.add(
        "cookie_encryption_key",
        f"oauth2-proxy.cfg at Harrow:\nprovider = \"oidc\"\ncookie_name = \"_oauth2_proxy\"\ncookie_secret = \"{b64u_bytes(32)}\"\ncookie_secure = true",
        f"COOKIE_ENCRYPTION_KEY={hexs(64)}",
        f"pomerium config.yaml (Tidewell):\nauthenticate_service_url: https://auth.{TIDE}\ncookie_secret: {b64(secrets.token_bytes(32))}\nshared_secret: {b64(secrets.token_bytes(32))}",
    )
    r.add(
        "webhook_secret",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"Atlantis at Kestrel: ATLANTIS_GH_WEBHOOK_SECRET={hexs(40)} (same value is set on the GitHub webhook)",
        f"Slack app for Brightmere's on-call bot, signing secret {hexs(32)}",
    )
    r.add(
        "recovery_codes",
        f"GitHub recovery codes for the Kestrel org-owner account (kestrel-platform-admin):\n{recovery_codes(16, 'github')}",
        f"Google Workspace backup codes for the Harrow super-admin: {recovery_codes(10, 'digits')}",
        f"Bitwarden two-step login recovery code for my own vault: {groups(rnd(UPPER + DIGITS, 32), 4)}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/Harrow%20VPN:consultant?secret={rnd(BASE32, 32)}&issuer=Harrow%20VPN&algorithm=SHA1&digits=6&period=30",
        f"shared MFA on Kestrel's AWS root, so two of us can log in: otpauth://totp/Amazon%20Web%20Services:root-account-mfa-device@{aws_account()}?secret={rnd(BASE32, 64)}&issuer=Amazon%20Web%20Services",
        f"Setup key for the Tidewell Okta factor (type it in if the QR won't scan): {groups(rnd(BASE32.lower(), 32), 4)}",
    )
    r.add(
        "aws_access_key",
        f"~/.aws/credentials:\n[harrow-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-2",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\naws s3 ls s3://acme-freight-archive/",
        f"From: it@{BRIGHT}\nSubject: IAM user for the backup job\n\nAccess key ID: {aws_key_id()}\nSecret access key: {aws_secret()}\n\nIt only has s3:PutObject on the backup bucket.",
    )
    r.add(
        "gcp_credentials",
        json.dumps({"type": "service_account", "project_id": "kestrel-data-prod", "private_key_id": hexs(40), "private_key": "-----BEGIN PRIVATE KEY-----\n" + pem_body(10) + "\n-----END PRIVATE KEY-----\n", "client_email": "bq-loader@kestrel-data-prod.iam.gserviceaccount.com", "client_id": digits(21, lead=True), "token_uri": "https://oauth2.googleapis.com/token"}, indent=2),
        f"GCS HMAC key for the Tidewell rclone job: access id GOOG1E{rnd(UPPER + DIGITS, 55)}, secret {rnd(ALNUM + '+/', 40)}",
        f"OAuth client for the Harrow internal portal: client_id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com, client_secret GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "azure_credentials",
        f"az login --service-principal -u {uid()} -p '{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '-_.~', 34)}' --tenant {uid()}",
        f"ARM_CLIENT_ID={uid()}\nARM_CLIENT_SECRET={rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '-_.~', 34)}\nARM_TENANT_ID={uid()}\nARM_SUBSCRIPTION_ID={uid()}",
        f"$ az storage account keys list -g rg-bm-logs -n bmlogsprod\n[\n  {{\"keyName\": \"key1\", \"permissions\": \"FULL\", \"value\": \"{b64(secrets.token_bytes(64))}\"}}\n]",
    )
    r.add(
        "oracle_cloud",
        f"docker login to OCIR (Frankfurt) for Kestrel: user kestrelfoods/oracleidentitycloudservice/consultant@{KESTREL}, auth token {rnd(ALNUM + '()<>;:', 20)}",
        f"OCI customer secret key for the S3-compatible bucket at Acme:\naccess key {hexs(40)}\nsecret {b64(secrets.token_bytes(32))}",
    )
    r.add(
        "alibaba_cloud",
        f"$ aliyun configure --profile tidewell-cn\nAccess Key Id []: LTAI5t{rnd(ALNUM, 18)}\nAccess Key Secret []: {rnd(ALNUM, 30)}\nDefault Region Id []: cn-shanghai",
        f"ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI5t{rnd(ALNUM, 18)}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={rnd(ALNUM, 30)}",
    )
    r.add(
        "linode_token",
        f"LINODE_TOKEN={hexs(64)}",
        f"~/.config/linode-cli (Brightmere's dev sandbox account):\n[DEFAULT]\ndefault-user = bm-dev\n[bm-dev]\ntoken = {hexs(64)}\nregion = eu-west",
    )
    r.add(
        "vultr_key",
        f"VULTR_API_KEY={rnd(UPPER + DIGITS, 36)}",
        f"terraform provider block someone at Acme committed: provider \"vultr\" {{ api_key = \"{rnd(UPPER + DIGITS, 36)}\" rate_limit = 700 }}",
    )
    r.add(
        "ovh_keys",
        f"ovh.conf for the Harrow DNS script:\n[default]\nendpoint=ovh-eu\n[ovh-eu]\napplication_key={rnd(ALNUM, 16)}\napplication_secret={rnd(ALNUM, 32)}\nconsumer_key={rnd(ALNUM, 32)}",
        f"export OVH_ENDPOINT=ovh-eu OVH_APPLICATION_KEY={rnd(ALNUM, 16)} OVH_APPLICATION_SECRET={rnd(ALNUM, 32)} OVH_CONSUMER_KEY={rnd(ALNUM, 32)}",
    )
    r.add(
        "scaleway_key",
        f"~/.config/scw/config.yaml:\naccess_key: SCW{rnd(UPPER + DIGITS, 17)}\nsecret_key: {uid()}\ndefault_organization_id: {uid()}\ndefault_region: fr-par",
        f"SCW_SECRET_KEY={uid()} for the Kapsule autoscaler at Kestrel",
    )
    r.add(
        "circleci_token",
        f"CIRCLECI_TOKEN=CCIPAT_{rnd(ALNUM, 22)}_{hexs(40)}",
        f"curl -s -H 'Circle-Token: {hexs(40)}' https://circleci.{ACME}/api/v2/project/gh/acme/freight-api/pipeline",
    )
    r.add(
        "travis_token",
        f"TRAVIS_API_TOKEN={rnd(URLSAFE, 22)} (Brightmere's legacy Travis org, for the migration script)",
        f"curl -H 'Travis-API-Version: 3' -H 'Authorization: token {rnd(URLSAFE, 22)}' https://travis.{BRIGHT}/repo/bm%2Fportal/requests",
    )
    r.add(
        "buildkite_token",
        f"/etc/buildkite-agent/buildkite-agent.cfg (Acme):\ntoken=\"{hexs(50)}\"\nname=\"%hostname-%spawn\"\ntags=\"queue=deploy\"",
        f"BUILDKITE_API_TOKEN=bkua_{hexs(40)}",
    )
    r.add(
        "drone_token",
        f"export DRONE_SERVER=https://drone.{KESTREL}\nexport DRONE_TOKEN={rnd(ALNUM, 32)}",
        f"docker run -d -e DRONE_RPC_PROTO=https -e DRONE_RPC_HOST=drone.{KESTREL} -e DRONE_RPC_SECRET={hexs(32)} -e DRONE_RUNNER_CAPACITY=4 drone/drone-runner-docker:1",
    )
    r.add(
        "datadog_key",
        f"/etc/datadog-agent/datadog.yaml at Harrow:\napi_key: {hexs(32)}\nsite: datadoghq.eu\nlogs_enabled: true",
        f"for the terraform datadog provider at Tidewell: DD_API_KEY={hexs(32)} DD_APP_KEY={hexs(40)}",
        f"helm install datadog-agent datadog/datadog -n datadog --set datadog.apiKey={hexs(32)} --set datadog.site=datadoghq.eu",
    )
    r.add(
        "newrelic_key",
        f"newrelic.yml (Kestrel order service):\ncommon: &default_settings\n  license_key: {hexs(36)}NRAL\n  app_name: orders-prod",
        f"NEW_RELIC_API_KEY=NRAK-{rnd(UPPER + DIGITS, 27)} for the alert-policy terraform",
    )
    r.add(
        "pagerduty_key",
        f"alertmanager receiver at Acme:\n- name: pagerduty-critical\n  pagerduty_configs:\n    - routing_key: {hexs(32)}\n      severity: critical",
        f"curl -H 'Authorization: Token token={rnd(ALNUM + '_-+', 20)}' -H 'Accept: application/vnd.pagerduty+json;version=2' https://pagerduty.{BRIGHT}/services",
    )
    r.add(
        "opsgenie_key",
        f"opsgenie_configs:\n  - api_key: {uid()}\n    api_url: https://opsgenie.{HARROW}/\n    priority: P1",
        f"curl -X POST https://opsgenie.{TIDE}/v2/alerts -H 'Authorization: GenieKey {uid()}' -d '{{\"message\": \"historian disk 95%\"}}'",
    )
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)} (for sourcemap upload in the Brightmere portal build)",
        f"~/.sentryclirc:\n[defaults]\nurl=https://sentry.{KESTREL}/\norg=kestrel\n[auth]\ntoken={hexs(64)}",
    )
    r.add(
        "disk_passphrase",
        f"remember: LUKS passphrase on the work ThinkPad is {passphrase(5)}",
        f"FileVault login on the MacBook Brightmere lent me: {pw()} (their IT set it, I can't change it)",
    )
    r.add(
        "breakglass_password",
        f"On the 02:10 bridge call Tidewell's CTO read out the break-glass root password for the hypervisors: {pw()} — he wants it rotated once the incident is closed.",
        f"ticket INC-{digits(5, lead=True)} comment: break-glass account emergency-admin@{HARROW}, password {rnd(ALNUM + '!#%&*', 18)}, only for use if Okta is down.",
        f"AWS root login for Kestrel's payer account, in case SSO breaks: root@{KESTREL} / {pw()}",
    )
    r.add(
        "door_code",
        f"Harrow's cage at the colo: cage 12, keypad {digits(6)}# then the rack keys are in lockbox 3 (combination {digits(4)})",
        f"remember: new door code for the Tidewell server room is {digits(6)}, changed on Monday",
    )
    r.add(
        "yubikey_pin",
        f"YubiKey (the blue one, Kestrel PIV): PIN {digits(6)}, PUK {digits(8)}",
        f"ykman piv access change-management-key --protect=false -m {hexs(48)} — and I set the PIN to {digits(8)}",
        f"OpenPGP applet on my own YubiKey: user PIN {digits(6)}, admin PIN {digits(8)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "kubeconfig_exec",
        f"Harrow EKS kubeconfig (aws eks update-kubeconfig):\napiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: {cert_data()}\n    server: https://{hexs(32).upper()}.gr7.eu-west-2.eks.{ACME}\n  name: harrow-prod\nusers:\n- name: harrow-prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [--region, eu-west-2, eks, get-token, --cluster-name, harrow-prod]\n      env:\n      - name: AWS_PROFILE\n        value: harrow-prod",
        "GKE user entry after installing the auth plugin:\nusers:\n- name: gke_kestrel-data-prod_europe-west2_main\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: gke-gcloud-auth-plugin\n      installHint: Install gke-gcloud-auth-plugin for use with kubectl\n      provideClusterInfo: true",
        f"Brightmere AKS with kubelogin (no static creds, AAD only):\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: kubelogin\n      args:\n      - get-token\n      - --login\n      - azurecli\n      - --server-id\n      - {uid()}",
    )
    r.add(
        "kubeconfig_oidc",
        f"kubelogin oidc-login for the Kestrel on-prem cluster, public client with PKCE:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: kubectl\n      args:\n      - oidc-login\n      - get-token\n      - --oidc-issuer-url=https://sso.{KESTREL}/realms/platform\n      - --oidc-client-id=kubernetes\n      - --oidc-extra-scope=groups",
        f"teleport-generated context at Tidewell:\n- name: teleport.{TIDE}-ot-cluster\n  user:\n    exec:\n      command: tsh\n      args: [kube, credentials, --kube-cluster=ot-cluster, --teleport-cluster=teleport.{TIDE}]\n      interactiveMode: IfAvailable",
    )
    r.add(
        "kubeconfig_ca_only",
        f"cluster entry to merge into ~/.kube/config for Acme, users come from SSO:\nclusters:\n- cluster:\n    certificate-authority-data: {cert_data()}\n    server: https://k8s.{ACME}:6443\n  name: acme-prod",
        f"kube-root-ca.crt in every namespace at Harrow:\ndata:\n  ca.crt: |\n{indent(cert_pem(), '    ')}",
        f"$ kubectl config view --flatten -o jsonpath='{{.clusters[0].cluster.certificate-authority-data}}'\n{cert_data()}",
    )
    r.add(
        "env_example",
        "Harrow tracking-api .env.example:\nDATABASE_URL=postgres://<user>:<password>@<host>:5432/tracking\nREDIS_URL=redis://<host>:6379/0\nJWT_SECRET=<generate with openssl rand -base64 48>\nSENTRY_DSN=",
        "Kestrel shop .env.example, all empty on purpose:\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\nSMTP_USER=\nSMTP_PASSWORD=\nSESSION_SECRET=\nAWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=",
        "template for the Tidewell historian exporter (copy to .env and fill in from Vault):\nINFLUX_URL=https://influx.tidewell.internal:8086\nINFLUX_ORG=tidewell\nINFLUX_TOKEN=REPLACE_ME\nMQTT_PASSWORD=REPLACE_ME",
    )
    r.add(
        "terraform_variable",
        'variable "db_password" {\n  description = "Master password for the orders RDS instance"\n  type        = string\n  sensitive   = true\n}\n\nresource "aws_db_instance" "orders" {\n  username = "orders_admin"\n  password = var.db_password\n}',
        'provider "cloudflare" {\n  api_token = var.cloudflare_api_token\n}\n# TF_VAR_cloudflare_api_token comes from the GitLab CI masked variable',
        'module "grafana" {\n  source         = "../modules/grafana"\n  admin_user     = "admin"\n  admin_password = var.grafana_admin_password\n  domain         = "grafana.kestrel.example"\n}',
    )
    r.add(
        "terraform_data_source",
        'data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "prod/orders/db"\n}\n\nlocals {\n  db_password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]\n}',
        'data "vault_kv_secret_v2" "pg" {\n  mount = "kv"\n  name  = "tidewell/historian/pg"\n}\n# password = data.vault_kv_secret_v2.pg.data["password"]',
        'data "azurerm_key_vault_secret" "sp" {\n  name         = "aks-sp-secret"\n  key_vault_id = data.azurerm_key_vault.platform.id\n}',
    )
    r.add(
        "terraform_sensitive_output",
        "terraform plan at Acme:\n  # aws_db_instance.orders will be updated in-place\n  ~ resource \"aws_db_instance\" \"orders\" {\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }",
        "$ terraform output\nadmin_password = <sensitive>\ncluster_endpoint = \"https://k8s.acme.test:6443\"\nkubeconfig = <sensitive>",
    )
    r.add(
        "helm_existing_secret",
        "values-prod.yaml, postgres creds come from a pre-created secret:\npostgresql:\n  auth:\n    existingSecret: orders-pg-credentials\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password",
        "grafana:\n  admin:\n    existingSecret: grafana-admin\n    userKey: admin-user\n    passwordKey: admin-password",
        "redis:\n  auth:\n    enabled: true\n    existingSecret: redis-auth\n    existingSecretPasswordKey: redis-password\n  architecture: replication",
    )
    r.add(
        "ansible_vault_blob",
        "group_vars/all/vault.yml at Harrow (encrypted, key is in the team's 1Password):\n" + ansible_vault(),
        "host_vars/db01.yml:\nansible_become_password: !vault |\n" + indent(ansible_vault("prod"), "  "),
        "ansible-vault encrypt_string output for the WinRM password, pasted into group_vars/windows.yml:\nansible_password: !vault |\n" + indent(ansible_vault("windows"), "          "),
    )
    r.add(
        "ansible_lookup",
        "group_vars/windows.yml at Kestrel now:\nansible_user: svc-ansible\nansible_password: \"{{ lookup('env', 'WINRM_PASSWORD') }}\"\nansible_connection: winrm",
        "inventory for Tidewell, no passwords in it:\n[scada_gw]\ngw01.tidewell.internal\n[scada_gw:vars]\nansible_become_password=\"{{ vault_become_password }}\"\n# run with --ask-vault-pass",
        "db_root_password: \"{{ lookup('community.general.onepassword', 'Brightmere MySQL root', field='password', vault='Platform') }}\"",
    )
    r.add(
        "sops_encrypted",
        "apiVersion: v1\nkind: Secret\nmetadata:\n    name: billing-db\n    namespace: billing\ntype: Opaque\nstringData:\n    username: " + enc(8) + "\n    password: " + enc(24) + "\nsops:\n    age:\n        - recipient: " + age_public() + "\n          enc: |\n" + indent(age_armor(), "            ") + "\n    lastmodified: \"2024-03-11T09:12:44Z\"\n    mac: " + enc(64) + "\n    encrypted_regex: ^(data|stringData)$\n    version: 3.8.1",
        "secrets.enc.env in the Acme repo:\nDB_PASSWORD=" + enc(20) + "\nSTRIPE_SECRET_KEY=" + enc(40) + "\nsops_version=3.8.1",
        f".sops.yaml at Kestrel:\ncreation_rules:\n  - path_regex: clusters/prod/.*\\.yaml\n    encrypted_regex: ^(data|stringData)$\n    age: {age_public()},{age_public()}\n  - path_regex: terraform/.*\\.tfvars\n    kms: arn:aws:kms:eu-west-1:{aws_account()}:key/{uid()}",
    )
    r.add(
        "sealed_secret",
        f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: stripe\n  namespace: shop\nspec:\n  encryptedData:\n    api-key: Ag{b64(secrets.token_bytes(420))}\n  template:\n    type: Opaque",
        f"$ echo -n \"$NEW_VALUE\" | kubeseal --raw --namespace shop --name stripe --from-file=/dev/stdin\nAg{b64(secrets.token_bytes(400))}",
    )
    r.add(
        "vault_path",
        'policy ci-deploy.hcl at Harrow:\npath "kv/data/harrow/prod/*" {\n  capabilities = ["read", "list"]\n}\npath "database/creds/orders-ro" {\n  capabilities = ["read"]\n}',
        "$ vault kv metadata get kv/tidewell/historian/pg\n======== Metadata Path ========\nkv/metadata/tidewell/historian/pg\n\n========== Metadata ==========\nKey                     Value\n---                     -----\ncreated_time            2024-01-08T10:22:31.8Z\ncurrent_version         4\nmax_versions            0\noldest_version          1",
        'vault agent template for the Acme orders service:\n{{ with secret "database/creds/orders-ro" }}\nDB_USER={{ .Data.username }}\nDB_PASS={{ .Data.password }}\n{{ end }}',
    )
    r.add(
        "consul_config",
        "consul.hcl at Tidewell, tokens are set afterwards with `consul acl set-agent-token` from Vault:\nacl {\n  enabled = true\n  default_policy = \"deny\"\n  enable_token_persistence = true\n}",
        f"$ consul acl policy read -name nomad-server\nID:           {uid()}\nName:         nomad-server\nDescription:  Nomad server agents\nRules:\nagent_prefix \"\" {{ policy = \"read\" }}\nnode_prefix \"\" {{ policy = \"read\" }}",
    )
    r.add(
        "arn",
        f"the rotation lambda at Harrow reads arn:aws:secretsmanager:eu-west-2:{aws_account()}:secret:prod/orders/db-{rnd(ALNUM, 6)}",
        f"IRSA role for external-dns at Acme: arn:aws:iam::{aws_account()}:role/eks-external-dns-{rnd(LOWER + DIGITS, 8)}",
        f"SSM parameter arn:aws:ssm:eu-west-1:{aws_account()}:parameter/kestrel/prod/stripe-webhook-secret is a SecureString; the app reads it at boot.",
    )
    r.add(
        "resource_id",
        f"Kestrel's OKE cluster is {ocid('cluster')} in compartment {ocid('compartment', '')}",
        f"Azure key vault resource: /subscriptions/{uid()}/resourceGroups/rg-bm-platform/providers/Microsoft.KeyVault/vaults/kv-bm-prod",
        f"GCP: projects/{digits(12, lead=True)}/secrets/smtp-relay-password/versions/3 is the secret the Cloud Run job mounts (Kestrel data project)",
    )
    r.add(
        "pod_name",
        f"{pod('historian-exporter')} in ns telemetry keeps OOMKilled at Tidewell; limit is 256Mi",
        f"NAME                                READY   STATUS             RESTARTS\n{pod('orders-api')}    1/1     Running            0\n{pod('orders-api')}    0/1     CrashLoopBackOff   14\n{pod('orders-worker')} 1/1     Running            2",
        f"kubectl -n argocd logs {pod('argocd-repo-server')} | grep 'rpc error'",
    )
    r.add(
        "image_digest",
        f"prod at Harrow runs registry.{HARROW}/tracking-api@sha256:{hexs(64)}",
        f"pinned the base image: FROM python:3.12-slim@sha256:{hexs(64)}",
        f"$ crane digest cr.{TIDE}/historian:2.4.1\nsha256:{hexs(64)}",
    )
    r.add(
        "commit_sha",
        f"ArgoCD is stuck on {hexs(40)} for the Kestrel shop app; the fix is in {hexs(7)}",
        f"git revert {hexs(40)} rolled back the ingress change at Brightmere",
        f"release notes: terraform-modules v3.2.0 = {hexs(40)}, cherry-pick {hexs(12)} onto v3.1.x",
    )
    r.add(
        "checksum",
        f"$ sha256sum vault_1.16.1_linux_amd64.zip\n{hexs(64)}  vault_1.16.1_linux_amd64.zip",
        f"S3 ETag for the Acme etcd snapshot is \"{hexs(32)}-12\" (multipart, so not an md5 of the file)",
        f"helm chart digest in index.yaml: digest: {hexs(64)} for kestrel-shop-1.8.3.tgz",
    )
    r.add(
        "uuid_url",
        f"Runbook: https://wiki.{HARROW}/spaces/PLAT/pages/{uid()}/consul-outage",
        f"Grafana panel https://grafana.{TIDE}/d/{rnd(ALNUM, 9)}/historian-ingest?orgId=1&viewPanel=4",
        f"Azure portal link for the Brightmere AKS: https://portal.{BRIGHT}/#@brightmere.test/resource/subscriptions/{uid()}/resourceGroups/rg-aks-prod/overview",
    )
    r.add(
        "trace_id",
        f"slow checkout at Kestrel: traceparent 00-{hexs(32)}-{hexs(16)}-01",
        f"ALB log: X-Amzn-Trace-Id: Root=1-{hexs(8)}-{hexs(24)} for the 502",
        f"Jaeger trace {hexs(32)} shows 2.3s in the consul lookup; span {hexs(16)} is the retry",
    )
    r.add(
        "ssh_public_key",
        f"authorized_keys line for me on the Harrow bastion:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} consultant@thinkpad",
        f"known_hosts entry for git.{BRIGHT}: git.{BRIGHT} ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}",
        f"$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} consultant@thinkpad (ED25519)",
    )
    r.add(
        "wireguard_public",
        f"peer to add on the Harrow bastion for the new laptop:\n[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.7/32",
        f"$ sudo wg show\ninterface: wg0\n  public key: {wg_key()}\n  private key: (hidden)\n  listening port: 51820\n\npeer: {wg_key()}\n  preshared key: (hidden)\n  endpoint: 198.51.100.23:51820\n  allowed ips: 10.250.0.0/16",
        f"$ wg pubkey < /etc/wireguard/private.key\n{wg_key()}",
    )
    r.add(
        "age_recipient",
        f"age recipients for the Acme backup encryption (public keys, fine to share):\n{age_public()}\n{age_public()}",
        f"$ age -r {age_public()} -o etcd-snap.db.age etcd-snap.db",
        f"Kestrel flux: sops public key {age_public()} goes into .sops.yaml",
    )
    r.add(
        "gpg_fingerprint",
        f"$ gpg --list-keys ops@{TIDE}\npub   rsa4096 2023-09-14 [SC] [expires: 2026-09-13]\n      {gpg_fp()}\nuid           [ultimate] Tidewell Ops <ops@{TIDE}>\nsub   rsa4096 2023-09-14 [E]",
        f"Release signing key for Harrow's internal apt repo: {groups(gpg_fp(), 4)}",
        "gpg --export -a for the Brightmere keyholders, so they can encrypt shares to me:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(5) + "\n=" + rnd(ALNUM, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----",
    )
    r.add(
        "jwks",
        json.dumps({"keys": [{"kty": "RSA", "kid": rnd(URLSAFE, 43), "use": "sig", "alg": "RS256", "n": b64u_bytes(256), "e": "AQAB"}]}),
        f"Keycloak realm certs at https://sso.{KESTREL}/realms/platform/protocol/openid-connect/certs return x5c too: {{\"kid\": \"{rnd(URLSAFE, 43)}\", \"kty\": \"RSA\", \"alg\": \"RS256\", \"x5c\": [\"{b64(secrets.token_bytes(300))}\"], \"x5t#S256\": \"{b64u_bytes(32)}\"}}",
        '{"keys":[{"kty":"EC","crv":"P-256","kid":"webhook-2024","x":"' + b64u_bytes(32) + '","y":"' + b64u_bytes(32) + '"}]} is the public key we verify Acme\'s partner webhooks with',
    )
    r.add(
        "dkim",
        f"DKIM for Kestrel's transactional mail: s1._domainkey.{KESTREL} TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(210))}\"",
        f"dig +short TXT mail2024._domainkey.{BRIGHT}\n\"v=DKIM1; k=ed25519; p={b64(secrets.token_bytes(32))}\"",
        f"the relay's public DKIM selector (paste into the Harrow zone): relay._domainkey IN TXT ( \"v=DKIM1; h=sha256; k=rsa; \" \"p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{b64(secrets.token_bytes(96))}\" )",
    )
    r.add(
        "ca_certificate",
        "Harrow internal root CA, needed in every image's trust store:\n" + cert_pem(8),
        f"vault read pki/cert/ca at Tidewell:\ncertificate    {cert_pem(5)}",
        f"ca.crt for the Brightmere Kafka truststore (keytool -import -alias bm-ca):\n{cert_pem(6)}",
    )
    r.add(
        "wallet_address",
        f"Tidewell pays my invoices in USDC to 0x{hexs(40)} (Ethereum mainnet)",
        f"BTC address for the Acme hackathon donations: bc1q{rnd(BECH32, 38)}",
        f"Solana receive address on my Ledger: {rnd(BASE58, 44)}",
    )
    r.add(
        "base64_settings",
        f"user_data the Harrow launch template uses (base64 of a plain cloud-config):\n{b64(CLOUD_INIT)}",
        f"FEATURES_B64={b64(json.dumps({'regions': ['eu-west-1', 'eu-central-1'], 'canary_percent': 10, 'dark_launch': ['new-tracking-map']}).encode())} (GitLab CI variable, just the rollout config)",
        f"docker inspect label org.acme.build-info={b64(json.dumps({'pipeline': int(digits(6, lead=True)), 'branch': 'main', 'built_by': 'buildkite'}).encode())}",
    )
    r.add(
        "client_sdk_key",
        f"LaunchDarkly client-side ID for the Kestrel storefront (public by design, it ships in the JS bundle): {hexs(24)}",
        f"Datadog RUM init for Brightmere portal: clientToken: 'pub{hexs(32)}' (RUM client tokens are public; the API key stays server-side)",
        f"Statsig client SDK key client-{rnd(ALNUM, 43)} is embedded in the Acme driver app on purpose; the server secret is in Vault",
    )
    r.add(
        "secret_statement",
        "Rotated the Grafana admin password at Kestrel today; the new one is only in their 1Password vault 'Platform'.",
        "Harrow's break-glass root password is in a sealed envelope in the CFO's safe; opening it needs two people.",
        "My GitHub recovery codes are printed and in the desk drawer; the YubiKey PINs are in my head, not in any note.",
        "Tidewell changed the cage door code after the contractor left. Ask the site manager; they won't e-mail it.",
    )
    r.add(
        "redacted_value",
        f"$ kubectl config view\nclusters:\n- cluster:\n    certificate-authority-data: DATA+OMITTED\n    server: https://k8s.{ACME}:6443\n  name: acme-prod\nusers:\n- name: acme-admin\n  user:\n    client-certificate-data: DATA+OMITTED\n    client-key-data: DATA+OMITTED\n    token: REDACTED",
        "ticket comment to Brightmere: their env dump had AWS_SECRET_ACCESS_KEY=<redacted> and DB_PASSWORD=<redacted>; I removed both before attaching it.",
        f"$ helm get values grafana -n monitoring\nadminUser: admin\nadminPassword: '****'\ningress:\n  hosts: [grafana.{KESTREL}]",
        f"Jenkins console (credentials masked): + docker login -u ci -p **** registry.{ACME}\nLogin Succeeded",
    )
    r.add(
        "db_client_config",
        f"~/.pg_service.conf, password comes from ~/.pgpass which is not in this note:\n[harrow-ro]\nhost=reporting-db.{HARROW}\nport=5432\ndbname=warehouse\nuser=bi_reader\nsslmode=verify-full",
        "/root/.my.cnf on the Brightmere DB hosts uses socket auth, so no password:\n[client]\nuser=root\nsocket=/var/run/mysqld/mysqld.sock",
        f"$ mysql_config_editor print --all\n[backup]\nuser = \"backup\"\npassword = *****\nhost = \"mysql-01.{ACME}\"",
    )
    r.add(
        "netrc_without_password",
        f"~/.netrc on the Kestrel runner only has logins; git credential-manager supplies the rest:\nmachine git.{KESTREL} login svc-build\nmachine nexus.{KESTREL} login svc-build",
        "the .netrc is kept as ~/.netrc.gpg and decrypted on demand (gpg -d ~/.netrc.gpg | curl --netrc-file /dev/stdin ...); machines in it: files.tidewell.internal, api.tidewell.internal",
    )
    r.add(
        "registry_config",
        f"Harrow .npmrc committed to the repo, token injected by CI:\n@harrow:registry=https://npm.{HARROW}/\n//npm.{HARROW}/:_authToken=${{NPM_TOKEN}}\nalways-auth=true",
        "~/.pypirc with the token kept in the OS keyring instead of the file:\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__",
        f"~/.gemrc:\n---\n:sources:\n- https://gems.{KESTREL}/\n:update_sources: true\n:backtrace: false\ngem: --no-document",
        f"/etc/pip.conf on the Tidewell build hosts:\n[global]\nindex-url = https://pypi.{TIDE}/simple\nkeyring-provider = subprocess\ntimeout = 30",
    )
    r.add(
        "docker_credential_helper",
        '~/.docker/config.json on my Mac, creds live in the keychain:\n{\n  "auths": {\n    "registry.harrow.internal": {},\n    "ghcr.io": {}\n  },\n  "credsStore": "osxkeychain"\n}',
        json.dumps({"credHelpers": {f"registry.{KESTREL}": "pass", f"cr.{TIDE}": "secretservice"}}, indent=2),
        f"$ docker login registry.{ACME} --username ci --password-stdin < /run/secrets/registry_token\nLogin Succeeded",
    )
    r.add(
        "vpn_config_reference",
        f"client.ovpn for Tidewell, keys are separate files:\nclient\ndev tun\nremote vpn.{TIDE} 1194 udp\nca ca.crt\ncert consultant.crt\nkey consultant.key\ntls-crypt ta.key\nauth-user-pass\nremote-cert-tls server",
        f"ipsec.conf at Harrow, certificate auth only:\nconn depot-leeds\n  authby=pubkey\n  left=%defaultroute\n  leftcert=gw1.{HARROW}.crt\n  leftid=@gw1.{HARROW}\n  right=198.51.100.20\n  rightid=\"CN=depot-leeds.{HARROW}\"\n  auto=start",
        f"wg0.conf that reads the private key from a file:\n[Interface]\nAddress = 10.99.0.1/24\nListenPort = 51820\nPostUp = wg set %i private-key /etc/wireguard/%i.key\n\n[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.2/32",
    )
    r.add(
        "snmp_output",
        f"$ snmpwalk -v3 -l authPriv -u librenms -a SHA -A \"$SNMP_AUTH\" -x AES -X \"$SNMP_PRIV\" core-sw01.{HARROW} IF-MIB::ifDescr\nIF-MIB::ifDescr.1 = STRING: GigabitEthernet1/0/1\nIF-MIB::ifDescr.2 = STRING: GigabitEthernet1/0/2\nIF-MIB::ifDescr.49 = STRING: TenGigabitEthernet1/1/1",
        f"SNMP engine ID of the Tidewell RTU gateway: 0x80001f8880{hexs(24)}; sysObjectID .1.3.6.1.4.1.{digits(5, lead=True)}.1.2",
    )
    r.add(
        "ldap_config",
        f"/etc/ldap/ldap.conf at Brightmere:\nBASE    dc=brightmere,dc=test\nURI     ldaps://dc01.{BRIGHT} ldaps://dc02.{BRIGHT}\nTLS_CACERT /etc/ssl/certs/bm-root-ca.pem\nTLS_REQCERT demand",
        f"ldapsearch -H ldaps://ldap.{HARROW} -D cn=sssd,ou=services,dc=harrow,dc=internal -y /root/.ldap_bind_pw -b ou=people,dc=harrow,dc=internal uid=consultant",
    )
    r.add(
        "mail_relay_config",
        f"postfix main.cf on the Kestrel app servers:\nrelayhost = [smtp-relay.{KESTREL}]:587\nsmtp_sasl_auth_enable = yes\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_sasl_security_options = noanonymous\nsmtp_tls_security_level = encrypt",
        f"alertmanager.yml at Acme after the cleanup:\nglobal:\n  smtp_smarthost: 'mail.{ACME}:587'\n  smtp_from: 'alerts@{ACME}'\n  smtp_auth_username: 'alerts@{ACME}'\n  smtp_auth_password_file: /etc/alertmanager/secrets/smtp-password",
    )
    r.add(
        "service_config_reference",
        "grafana.ini at Harrow now reads the password from a file:\n[security]\nadmin_user = admin\nadmin_password = $__file{/etc/grafana/secrets/admin_password}",
        "$ bin/elasticsearch-keystore list\nbootstrap.password\nkeystore.seed\nxpack.notification.email.account.work.smtp.secure_password",
        "rabbitmq at Kestrel: default_user is admin and the password is injected as RABBITMQ_DEFAULT_PASS from the rabbitmq-default-user secret (managed by the cluster operator).",
    )
    r.add(
        "datastore_identifier",
        f"$ curl -s es01.{TIDE}:9200/_cat/indices?v\nhealth status index                     uuid                   pri rep docs.count\ngreen  open   historian-2024.06.01      {rnd(URLSAFE, 22)} 1   1   1843312\ngreen  open   historian-2024.06.02      {rnd(URLSAFE, 22)} 1   1   1799051",
        f"KRaft meta.properties on kafka-1.{ACME}:\nnode.id=1\ndirectory.id={rnd(URLSAFE, 22)}\nversion=1\ncluster.id={rnd(URLSAFE, 22)}",
        f"redis keys at Harrow look like cache:v3:sku:{hexs(40)} and rate:{digits(10, lead=True)}:login — all derived, safe to flush",
    )
    r.add(
        "jenkins_credentials_id",
        "Jenkinsfile at Harrow:\nwithCredentials([usernamePassword(credentialsId: 'harrow-nexus', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n  sh 'mvn -s settings.xml deploy'\n}",
        "jenkins.yaml (JCasC), values come from the controller's env at startup:\ncredentials:\n  system:\n    domainCredentials:\n      - credentials:\n          - usernamePassword:\n              id: nexus\n              username: svc-build\n              password: \"${NEXUS_PASSWORD}\"",
    )
    r.add(
        "argocd_reference",
        f"argocd-cm at Brightmere:\noidc.config: |\n  name: Keycloak\n  issuer: https://sso.{BRIGHT}/realms/platform\n  clientID: argocd\n  clientSecret: $oidc.keycloak.clientSecret\n  requestedScopes: [openid, profile, email, groups]",
        f"apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: shop\n  namespace: argocd\nspec:\n  source:\n    repoURL: https://git.{KESTREL}/platform/gitops.git\n    targetRevision: {hexs(40)}\n    path: apps/shop/overlays/prod\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: shop",
    )
    r.add(
        "ci_secret_reference",
        "CircleCI config at Acme:\nworkflows:\n  deploy:\n    jobs:\n      - terraform-apply:\n          context: acme-aws-prod\n# AWS creds come from the OIDC role in the context, nothing stored",
        "drone step at Kestrel:\n- name: publish\n  image: plugins/docker\n  settings:\n    registry: registry.kestrel.example\n    username: ci\n    password:\n      from_secret: docker_password",
        "Buildkite pipeline at Tidewell:\nplugins:\n  - seek-oss/aws-sm#v2.3.2:\n      env:\n        DATADOG_API_KEY: buildkite/datadog-api-key\n        SENTRY_AUTH_TOKEN: buildkite/sentry-token",
    )
    r.add(
        "ci_encrypted_value",
        f".travis.yml at Brightmere (encrypted with the repo's public key):\nenv:\n  global:\n    - secure: \"{b64(secrets.token_bytes(256))}\"",
        f"drone encrypt kestrel/shop output for the Slack webhook:\nkind: secret\nname: slack_webhook\ndata: {b64u_bytes(120)}",
    )
    r.add(
        "monitoring_identifier",
        f"PagerDuty at Acme: service P{rnd(UPPER + DIGITS, 6)} (freight-api), escalation policy P{rnd(UPPER + DIGITS, 6)}, incident Q{rnd(UPPER + DIGITS, 13)} was the outage",
        f"Datadog monitors for Harrow: {digits(8, lead=True)} (disk), {digits(8, lead=True)} (5xx rate); dashboard {rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}, EU site",
        f"Opsgenie team id {uid()} is 'tidewell-ot'; Sentry project id {digits(7, lead=True)}, issue {digits(10, lead=True)} is the historian crash",
    )
    r.add(
        "cloud_account_identifier",
        f"AWS accounts for Harrow: shared-services {aws_account()}, prod {aws_account()}, sandbox {aws_account()} (org o-{rnd(LOWER + DIGITS, 10)})",
        f"provider \"azurerm\" {{\n  features {{}}\n  use_oidc        = true\n  client_id       = \"{uid()}\"\n  tenant_id       = \"{uid()}\"\n  subscription_id = \"{uid()}\"\n}}",
        f"~/.oci/config for Kestrel, key file is separate and encrypted:\n[DEFAULT]\nuser={ocid('user', '')}\nfingerprint={':'.join(hexs(32)[i:i + 2] for i in range(0, 32, 2))}\ntenancy={ocid('tenancy', '')}\nregion=eu-frankfurt-1\nkey_file=~/.oci/keys/kestrel_api_key.pem",
    )
    r.add(
        "auth_config",
        f"JWT verification at Brightmere:\nJWT_ALGORITHM=RS256\nJWKS_URL=https://sso.{BRIGHT}/realms/clinic/protocol/openid-connect/certs\nJWT_AUDIENCE=portal-api\nJWT_LEEWAY_SECONDS=30",
        "session settings for the Acme portal:\nSESSION_COOKIE_NAME=__Host-sid\nSESSION_COOKIE_SECURE=true\nSESSION_COOKIE_SAMESITE=Lax\nSESSION_TTL=8h\nSESSION_SECRET_FILE=/run/secrets/session_secret",
        f"oauth2-proxy at Harrow now takes cookie_secret from OAUTH2_PROXY_COOKIE_SECRET (k8s secret):\nprovider = \"oidc\"\noidc_issuer_url = \"https://sso.{HARROW}/realms/ops\"\nclient_id = \"oauth2-proxy\"\ncookie_domains = [\".{HARROW}\"]\nemail_domains = [\"harrow.internal\"]",
    )
    r.add(
        "webhook_metadata",
        f"GitHub redelivered the Atlantis webhook: X-GitHub-Delivery: {uid()}, X-GitHub-Event: pull_request, X-GitHub-Hook-ID: {digits(9, lead=True)}",
        f"Stripe endpoint we_{rnd(ALNUM, 24)} failed on event evt_{rnd(ALNUM, 24)} (Kestrel shop, 3 retries)",
    )
    r.add(
        "hardware_identifier",
        f"YubiKey 5C NFC serial {digits(8, lead=True)}, firmware 5.4.3, enrolled for Kestrel PIV",
        f"Tidewell colo: cage C12, racks R03-R05, cross-connect XC-{digits(7, lead=True)}, circuit ID {rnd(UPPER + DIGITS, 4)}/{digits(6)}//ZYO",
        f"ThinkPad serial PF{rnd(UPPER + DIGITS, 6)}, NVMe S/N S6{rnd(UPPER + DIGITS, 12)}; LUKS keyslot 0 in use, header backed up",
    )
    return r


def main() -> None:
    write_corpora("make_heldout19.py", [
        ("heldout19_credentials.yaml", credentials(), "batch 19, a DevOps consultant's raw config pastes: synthetic credentials, none real; written blind"),
        ("heldout19_lookalikes.yaml", lookalikes(), "batch 19, a DevOps consultant's raw config pastes with no secret in them; written blind"),
    ])


if __name__ == "__main__":
    main()
